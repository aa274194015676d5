'use client'

import { Button, FieldError, TextInput, useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientProps, Validate } from 'payload'
import { useCallback, useEffect, useReducer, useRef, type ChangeEvent } from 'react'

import { addressFromTitle, type AddressKind } from '@/lib/addresses/fromTitle'
import { addressAfterTitle, addressState } from '@/lib/addresses/addressLock'

import { useStandingRefusal } from './useStandingRefusal'

type Props = TextFieldClientProps & { kind?: AddressKind; from?: string }

/**
 * A slug or a page's path that fills in from the title as the editor types, and is locked once
 * the document is published (the rule: src/lib/addresses/addressLock.ts). Built from Payload's
 * text input, as its own experimental SlugField is, but that one generates only on save, keeps a
 * `generateSlug` column in every collection, and locks new documents too.
 */
export function AddressField({ field, path: pathFromProps, readOnly, validate, kind = 'slug', from = 'title' }: Props) {
  const { required, maxLength, minLength } = field
  // As Payload's own text field does: the field's validate runs in the browser too.
  const memoizedValidate: Validate = useCallback(
    (value, options) =>
      typeof validate === 'function' ? validate(value as string, { ...options, required, maxLength, minLength } as never) : true,
    [validate, required, maxLength, minLength],
  )
  const { value, setValue, showError, disabled, path, valid, errorMessage } = useField<string>({
    potentiallyStalePath: pathFromProps,
    validate: memoizedValidate,
  })
  const title = useFormFields(([fields]) => fields[from]?.value)
  // Whether visitors see the document: set by the admin on load, publish and unpublish. Payload
  // counts every document of a collection without drafts as published, a new one too: it has no id yet.
  const { hasPublishedDoc, id } = useDocumentInfo()
  const published = Boolean(hasPublishedDoc) && id !== undefined && id !== null
  // Pages and posts also carry the address visitors see (redirectFromOldAddressFields): it
  // changes when a new address is published, which locks the field again.
  const publishedAddress = useFormFields(([fields]) => fields.publishedAddress?.value)
  const address = typeof value === 'string' ? value : ''
  const fromTitle = addressFromTitle(kind, title, address)

  const [state, dispatch] = useReducer(
    addressState,
    addressState({ locked: false, followsTitle: false }, { type: 'opened', published, address, fromTitle }),
  )
  // A first publish, or one at a new address, locks the address again; an unpublish frees it.
  const publishedAt = `${published}:${String(publishedAddress)}`
  const seenPublished = useRef(publishedAt)
  useEffect(() => {
    if (seenPublished.current === publishedAt) return
    seenPublished.current = publishedAt
    dispatch({ type: 'opened', published, address, fromTitle })
  }, [publishedAt, published, address, fromTitle])

  const seenTitle = useRef(title)
  useEffect(() => {
    if (seenTitle.current === title) return
    seenTitle.current = title
    const next = addressAfterTitle(state, address, fromTitle)
    if (next !== address) setValue(next)
  }, [title, state, address, fromTitle, setValue])

  // A save refused for this value ("Another page … already uses /pricing") stays at the field,
  // on a draft's autosave or Save draft too, until the value changes or a save goes through.
  const refusal = useStandingRefusal({ valid, errorMessage, value })

  const locked = state.locked
  const fixed = Boolean(readOnly || disabled)
  return (
    <TextInput
      className="address-field"
      label={field.label}
      required={required}
      description={
        locked
          ? 'Published at this address. Unlock to change it: publishing the new one redirects the old one here.'
          : field.admin?.description
      }
      path={path}
      value={address}
      readOnly={fixed || locked}
      showError={showError || refusal !== undefined}
      Error={refusal === undefined ? undefined : <FieldError path={path} message={refusal} showError />}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        dispatch({ type: 'typed' })
        setValue(event.target.value)
      }}
      AfterInput={
        fixed ? undefined : (
          <div className="address-field__actions">
            {locked ? (
              <Button buttonStyle="secondary" size="small" id={`field-${path}-unlock`} onClick={() => dispatch({ type: 'unlocked' })}>
                Unlock
              </Button>
            ) : (
              fromTitle !== '' &&
              fromTitle !== address && (
                <Button
                  buttonStyle="secondary"
                  size="small"
                  id={`field-${path}-generate`}
                  onClick={() => {
                    dispatch({ type: 'generated', published })
                    setValue(fromTitle)
                  }}
                >
                  Make from title
                </Button>
              )
            )}
          </div>
        )
      }
    />
  )
}
