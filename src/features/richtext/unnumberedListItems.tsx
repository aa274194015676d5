import type { JSXConverters } from '@payloadcms/richtext-lexical/react'
import { cloneElement, isValidElement, type ReactElement } from 'react'

type ListItem = NonNullable<JSXConverters['listitem']>

/**
 * Lexical's list item with its `value` only inside an ordered list: the default converter puts
 * the item's number on every `<li>`, and `value` on an item of a `<ul>` is invalid HTML.
 */
export function unnumberedListItems(listitem: ListItem): ListItem {
  return (args) => {
    const item = typeof listitem === 'function' ? listitem(args) : null
    if (!isValidElement(item) || (args.parent as { tag?: string }).tag === 'ol') return item
    return cloneElement(item as ReactElement<{ value?: unknown }>, { value: undefined })
  }
}
