'use client'

import { useField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useCallback, useMemo } from 'react'

import { blockAnchorProblem, blockAnchors } from '../anchors/blockAnchors'
import { LiveCheckedInput } from './LiveCheckedInput.client'
import { useLayoutRows } from './usePageAnchors'

/** `layout.3.anchor` → the blocks field `layout` and row 3. */
function rowPath(path: string): { blocksPath: string; index: number } {
  const match = /^(.*)\.(\d+)\.anchor$/.exec(path)
  return match ? { blocksPath: match[1] ?? '', index: Number(match[2]) } : { blocksPath: '', index: -1 }
}

/**
 * A layout block's anchor (src/cms/fields/anchorField.ts). Left empty, it shows the anchor the
 * block gets from its heading, as the page will render it, so the editor can link to it or
 * type another; an anchor another block of the page also has is refused as it is typed.
 */
export function AnchorField(props: TextFieldClientProps) {
  const { path } = useField<string>({ potentiallyStalePath: props.path })
  const { blocksPath, index } = rowPath(path)
  const rows = useLayoutRows(blocksPath)
  const pagePath = useFormFields(([fields]) => fields.path?.value)
  // The anchor the page renders for this block now: the one typed, or the one its heading makes.
  const anchor = useMemo(() => blockAnchors(rows)[index] ?? null, [rows, index])
  const typed = typeof rows[index]?.anchor === 'string' && rows[index]?.anchor !== ''
  const check = useCallback(
    (value: string) =>
      value
        ? blockAnchorProblem(
            rows.map((row, at) => (at === index ? { ...row, anchor: value } : row)),
            index,
          )
        : null,
    [rows, index],
  )
  const elsewhere =
    typeof pagePath === 'string' && pagePath ? `${pagePath}#${anchor}` : `the page’s address followed by #${anchor}`
  const description = anchor
    ? `Links lead here with #${anchor} on this page, or ${elsewhere} from elsewhere.${typed ? '' : ' Made from the heading while empty, and kept once the page is published; type another to change it.'}`
    : undefined
  return (
    <LiveCheckedInput
      {...props}
      check={check}
      placeholder={typed ? undefined : (anchor ?? undefined)}
      description={description}
    />
  )
}
