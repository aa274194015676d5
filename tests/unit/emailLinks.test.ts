import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RichText } from '@/features/richtext/RichText'
import { splitEmailAddresses } from '@/lib/emailAddresses'
import { EmailLinks } from '@/ui/EmailLinks'

const emails = (text: string) =>
  splitEmailAddresses(text)
    .filter((part) => part.email)
    .map((part) => part.text)

describe('splitEmailAddresses', () => {
  it('finds every address and gives the text back unchanged when the parts are joined', () => {
    const text =
      '- **Support:** support@cipherwell.com, or security@cipherwell.com. And first.last+tag@mail.example.co.uk'
    expect(emails(text)).toEqual([
      'support@cipherwell.com',
      'security@cipherwell.com',
      'first.last+tag@mail.example.co.uk',
    ])
    expect(
      splitEmailAddresses(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text)
  })

  it('leaves the full stop that ends a sentence outside the address', () => {
    expect(splitEmailAddresses('write to press@cipherwell.com.')).toEqual([
      { text: 'write to ', email: false },
      { text: 'press@cipherwell.com', email: true },
      { text: '.', email: false },
    ])
  })

  it('finds nothing in text without an address, package names and handles included', () => {
    for (const text of ['', "import { Cipherwell } from '@cipherwell/node'", 'Follow @cipherwell', 'user@localhost'])
      expect(
        splitEmailAddresses(text).every((part) => !part.email),
        text,
      ).toBe(true)
  })
})

describe('EmailLinks', () => {
  it('links each address with mailto: and keeps the words as written', () => {
    const html = renderToStaticMarkup(
      createElement(EmailLinks, { text: 'News. For interviews, write to press@cipherwell.com.' }),
    )
    expect(html).toMatch(
      /^News\. For interviews, write to <a href="mailto:press@cipherwell.com" class="[^"]*text-brand-700[^"]*">press@cipherwell.com<\/a>\.$/,
    )
    expect(renderToStaticMarkup(createElement(EmailLinks, { text: 'x@cipherwell.com', dark: true }))).toContain(
      'text-brand-300',
    )
    expect(renderToStaticMarkup(createElement(EmailLinks, { text: 'No address here.' }))).toBe('No address here.')
  })
})

const text = (value: string, format = 0) => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const element = (type: string, children: object[], extra: object = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
const richText = (...paragraphs: object[]) =>
  renderToStaticMarkup(createElement(RichText, { data: { root: element('root', paragraphs) } }))

describe('RichText', () => {
  it('links an address typed as plain text, bold or not, and keeps the rest of the paragraph', () => {
    const html = richText(
      element('paragraph', [text('Press: ', 1), text('press@cipherwell.com, or privacy@cipherwell.com.')], {
        textFormat: 0,
      }),
    )
    expect(html).toContain(
      '<p><strong>Press: </strong><a href="mailto:press@cipherwell.com">press@cipherwell.com</a>, or <a href="mailto:privacy@cipherwell.com">privacy@cipherwell.com</a>.</p>',
    )
    expect(richText(element('paragraph', [text('sales@cipherwell.com', 1)]))).toContain(
      '<a href="mailto:sales@cipherwell.com"><strong>sales@cipherwell.com</strong></a>',
    )
  })

  it('leaves addresses in a link (no anchor in an anchor) and in inline code alone', () => {
    const link = element('link', [text('legal@cipherwell.com')], {
      fields: { linkType: 'custom', url: 'https://example.com/legal', newTab: false },
    })
    const linked = richText(element('paragraph', [link]))
    expect(linked).toContain('<a href="https://example.com/legal">legal@cipherwell.com</a>')
    expect(linked).not.toContain('mailto:')
    expect(richText(element('paragraph', [text('user@example.com', 16)]))).toContain('<code>user@example.com</code>')
    expect(richText(element('paragraph', [text('user@example.com', 16)]))).not.toContain('mailto:')
  })
})
