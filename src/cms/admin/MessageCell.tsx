import type { DefaultServerCellComponentProps } from 'payload'

/**
 * A lead's message in the inbox list: its first line, cut to the column, the whole message in
 * the cell's tooltip, so sales can read what a lead is about without opening it.
 */
export function MessageCell({ cellData }: DefaultServerCellComponentProps) {
  const text = typeof cellData === 'string' ? cellData.trim() : ''
  if (!text) return null
  return (
    <span className="message-cell" title={text}>
      {text.replace(/\s+/g, ' ')}
    </span>
  )
}
