'use client'

import { Pill, useConfig, usePayloadAPI, useRowLabel } from '@payloadcms/ui'

import { labelFromContent, relatedId, type LabelSource } from '../fields/rowLabel'

/**
 * An array row's label in the admin, taken from its content: the first of `fields` that has
 * text (a feature's title, a question, a plan's name), or "<fallback> 3" for a row not yet filled.
 */
export function RowLabel({ fields, fallback }: { fields: string[]; fallback: string }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  return <span>{labelFromContent(data, fields) ?? `${fallback} ${(rowNumber ?? 0) + 1}`}</span>
}

/** The title of the document a relationship source points at, fetched as the signed-in editor. */
function useRelatedTitle(source: LabelSource | undefined, id: string | undefined): string | undefined {
  const { config, getEntityConfig } = useConfig()
  const collection = source && typeof source !== 'string' ? source.collection : undefined
  const titleField = collection ? getEntityConfig({ collectionSlug: collection })?.admin?.useAsTitle : undefined
  const url = collection && id && titleField ? `${config.serverURL}${config.routes.api}/${collection}/${id}` : ''
  const [{ data }] = usePayloadAPI(url, {
    initialParams: { depth: 0, draft: 'true', select: { [titleField ?? 'id']: true } },
  })
  const title = url && titleField ? (data as Record<string, unknown> | undefined)?.[titleField] : undefined
  return typeof title === 'string' && title.trim() ? title.trim() : undefined
}

/**
 * A layout block's row header: its number and type, as Payload draws them, then what it says
 * (its heading, quote author, form…) in place of the name box that read "Untitled".
 * `sources` come from the block's config (withRowLabel in src/cms/fields/rowLabel.ts).
 */
export function BlockRowLabel({ sources, blockLabel }: { sources: LabelSource[]; blockLabel: string }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const relation = sources.find((source) => typeof source !== 'string')
  const own = labelFromContent(data, sources)
  // The related document is fetched only for a row whose own fields say nothing.
  const relatedTitle = useRelatedTitle(relation, own ? undefined : relatedId(data, relation ?? ''))
  const text = own ?? relatedTitle
  return (
    <>
      <span className="blocks-field__block-number">{String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
      <Pill className="blocks-field__block-pill" pillStyle="white" size="small">
        {blockLabel}
      </Pill>
      {text ? (
        <span
          className="block-row-label"
          title={text}
          style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 600 }}
        >
          {text}
        </span>
      ) : null}
    </>
  )
}
