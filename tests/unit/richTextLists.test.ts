import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RichText } from '@/features/richtext/RichText'

const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const list = (tag: 'ul' | 'ol', listType: 'bullet' | 'number') => ({
  type: 'list',
  tag,
  listType,
  start: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  children: ['One', 'Two'].map((item, index) => ({
    type: 'listitem',
    value: index + 1,
    checked: undefined,
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: [text(item)],
  })),
})
const render = (tag: 'ul' | 'ol', listType: 'bullet' | 'number') =>
  renderToStaticMarkup(
    createElement(RichText, {
      data: { root: { type: 'root', direction: 'ltr', format: '', indent: 0, version: 1, children: [list(tag, listType)] } },
    }),
  )

describe('rich text lists', () => {
  it('number the items of an ordered list', () => {
    const html = render('ol', 'number')
    expect(html).toContain('<ol')
    expect(html.match(/<li[^>]* value="\d"/g)).toHaveLength(2)
  })

  it('give the items of a bulleted list no value (invalid on <ul>)', () => {
    const html = render('ul', 'bullet')
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html).not.toMatch(/<li[^>]* value=/)
    expect(html).toContain('>One</li>')
  })
})
