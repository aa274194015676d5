'use client'

import { useField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useCallback } from 'react'

import { hrefAnchorProblem, referenceAnchorProblem } from '../anchors/linkAnchors'
import { isValidHref } from '../fields/hrefField'
import { referenceTarget, type LinkReference } from '../links/linkValue'
import { LiveCheckedInput } from './LiveCheckedInput.client'
import { useAnchorLookup, usePageOrigin } from './usePageAnchors'

/** `layout.2.primary.href` → `layout.2.primary.reference`: a field of the same link. */
const besides = (path: string, name: string) => `${path.slice(0, path.lastIndexOf('.') + 1)}${name}`

/**
 * A link's custom path or URL (src/cms/fields/linkField.ts), whose anchor is checked as it is
 * typed: `#register` against this page's blocks as they are in the form, `/events#register`
 * against that page's. The address's own rule and its message stay the field's validate's.
 */
export function LinkHrefField(props: TextFieldClientProps) {
  const origin = usePageOrigin()
  const lookup = useAnchorLookup()
  const check = useCallback(
    (value: string) => (value && isValidHref(value) ? hrefAnchorProblem(value, origin, lookup) : null),
    [origin, lookup],
  )
  return <LiveCheckedInput {...props} check={check} />
}

/** A reference link's optional anchor, checked as it is typed against the chosen page's blocks. */
export function ReferenceAnchorField(props: TextFieldClientProps) {
  const { path } = useField<string>({ potentiallyStalePath: props.path })
  const reference = useFormFields(([fields]) => fields[besides(path, 'reference')]?.value) as
    LinkReference | null | undefined
  const origin = usePageOrigin()
  const lookup = useAnchorLookup()
  const check = useCallback(
    (value: string) => referenceAnchorProblem(value, referenceTarget({ type: 'reference', reference }), origin, lookup),
    [reference, origin, lookup],
  )
  return <LiveCheckedInput {...props} check={check} />
}
