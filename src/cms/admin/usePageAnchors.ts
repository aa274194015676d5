'use client'

import { useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { FormState } from 'payload'
import { useMemo } from 'react'

import type { AnchorLookup, LinkOrigin } from '../anchors/linkAnchors'
import { linkOrigin } from '../anchors/linkAnchors'
import { restAnchorLookup } from '../anchors/restAnchorLookup'

type AnchorRow = { id: unknown; anchor: unknown; heading: unknown }

/**
 * A blocks field's rows as their anchors need them (id, anchor, heading), as one string: the
 * form's selector compares it by value, so a field using it renders again only when one of
 * them changes, not on every keystroke elsewhere.
 */
function rowsKey(fields: FormState, blocksPath: string): string {
  const rows = (fields[blocksPath]?.rows ?? []) as { id?: unknown }[]
  const rowsOf: AnchorRow[] = rows.map((row, index) => ({
    id: row.id,
    anchor: fields[`${blocksPath}.${index}.anchor`]?.value ?? null,
    heading: fields[`${blocksPath}.${index}.heading`]?.value ?? null,
  }))
  return JSON.stringify(rowsOf)
}

/** The rows of the blocks field at `blocksPath`, as they are in the form now. */
export function useLayoutRows(blocksPath: string): AnchorRow[] {
  const key = useFormFields(([fields]) => rowsKey(fields, blocksPath))
  return useMemo(() => JSON.parse(key) as AnchorRow[], [key])
}

/** The page being edited, as its links' anchors are checked against it (linkOrigin); null off a page. */
export function usePageOrigin(): LinkOrigin {
  const { collectionSlug, id } = useDocumentInfo()
  const path = useFormFields(([fields]) => fields.path?.value)
  const layout = useLayoutRows('layout')
  return useMemo(() => linkOrigin(collectionSlug, { id, path, layout }), [collectionSlug, id, path, layout])
}

/** Other pages' anchors, asked of the REST API as the signed-in editor, once per page per field. */
export function useAnchorLookup(): AnchorLookup {
  const { config } = useConfig()
  return useMemo(
    () => restAnchorLookup(`${config.serverURL}${config.routes.api}`),
    [config.serverURL, config.routes.api],
  )
}
