import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CodePanel } from '@/ui/code/CodePanel'
import { SCROLL_EDGES } from '@/ui/code/codeFrame'
import { leadingColumns, wrapIndent } from '@/ui/code/wrapIndent'

describe('wrapIndent', () => {
  it('counts leading spaces, and tabs to the next multiple of eight columns', () => {
    expect(leadingColumns('const a = 1')).toBe(0)
    expect(leadingColumns('    "amount": 8900,')).toBe(4)
    expect(leadingColumns('\treturn')).toBe(8)
    expect(leadingColumns('   \tx')).toBe(8)
    expect(leadingColumns('\t  x')).toBe(10)
    expect(leadingColumns('')).toBe(0)
    expect(leadingColumns('      ')).toBe(6)
  })

  it('starts a continuation two columns past its line', () => {
    expect(wrapIndent('curl https://api.example.com')).toBe('2ch')
    expect(wrapIndent('  -H "Content-Type: application/json"')).toBe('4ch')
  })
})

describe('code panel', () => {
  it('wraps from lg with a hanging indent per line, and below it scrolls in a focusable region that shows it does', async () => {
    const html = renderToStaticMarkup(await CodePanel({ code: 'curl https://api.example.com \\\n  -d \'{ "a": 1 }\'\n\nend', language: null, filename: 'call.sh' }))
    expect(html).toContain(`role="region" aria-label="call.sh (Code)" tabindex="0" class="relative overflow-x-auto ${SCROLL_EDGES} `)
    expect(html).toMatch(/<pre class="m-0 w-max min-w-full [^"]* lg:w-auto lg:whitespace-pre-wrap lg:wrap-anywhere">/)
    const lines = [...html.matchAll(/<span class="lg:inline-block lg:w-full lg:pl-\(--hang\) lg:-indent-\(--hang\)" style="--hang:(\d+ch)">/g)].map(([, hang]) => hang)
    expect(lines).toEqual(['2ch', '4ch', '2ch', '2ch'])
    // The text is the code as written, its line breaks between the lines, never inside a block:
    // the copy button and a visitor's selection copy it as it is.
    expect(html).toMatch(/<\/span><\/span>\n<span class="lg:inline-block/)
    expect(html.replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'").replaceAll('&quot;', '"')).toContain('curl https://api.example.com \\\n  -d \'{ "a": 1 }\'\n\nend')
  })

  it('marks the scroll edges with layers that scroll with the code over layers fixed to the box', () => {
    const layers = /^\[background:(.*)\]$/.exec(SCROLL_EDGES)?.[1]?.split(/,(?=linear-gradient|radial-gradient)/) ?? []
    expect(layers.map((layer) => layer.split('_').at(-1))).toEqual(['local', 'local', 'scroll', 'scroll'])
    // The patches that hide an edge at its end are the panel's own colour.
    expect(layers.slice(0, 2).every((layer) => layer.includes('var(--color-slate-950)'))).toBe(true)
  })
})
