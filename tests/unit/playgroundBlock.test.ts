import { createElement, Fragment } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { Playground } from '@/blocks/Playground/Component'
import { PLAYGROUND_SURFACES, type PlaygroundSurface } from '@/blocks/Playground/surfaces'
import { DEFAULT_BODY, DEFAULT_PROTECTED, relayRequest } from '@/features/playground/relay/relayRequest'
import { expectNoMissingValues, renderDraft } from './renderDraft'

// next/dynamic renders nothing outside Next's server; the loader it wraps is what the page gets.
vi.mock('@/blocks/Playground/LazyPlayground.client', async () => ({
  LazyPlayground: (await import('@/blocks/Playground/PlaygroundLoader.client')).PlaygroundLoader,
}))

type Block = Parameters<typeof Playground>[0]['block']

const render = (...blocks: Block[]) =>
  renderDraft(createElement(Fragment, null, ...blocks.map((block, index) => createElement(Playground, { key: index, block, tinted: false, anchor: `pg-${index}` }))))

/** Every id the markup declares, and every id its labels and descriptions point to. */
function idReferences(html: string) {
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)
  const references = [...html.matchAll(/\s(?:for|aria-labelledby|aria-describedby|aria-controls)="([^"]+)"/g)].flatMap((match) => match[1]!.split(' '))
  return { ids, references }
}

describe('the playground block', () => {
  it.each(Object.keys(PLAYGROUND_SURFACES) as PlaygroundSurface[])('draws the %s surface on the server, inert until its island loads', async (surface) => {
    const html = await render({ heading: 'Try it yourself', intro: 'Runs here.', surface })
    expectNoMissingValues(html)
    expect(html).toContain('Try it yourself</h2>')
    expect(html).toMatch(/<div inert="">/)
    expect(html).toContain(`aria-label="${PLAYGROUND_SURFACES[surface].name}"`)
    expect(html).toContain(`aria-label="Try it: ${PLAYGROUND_SURFACES[surface].name}"`)
    expect(html).toMatch(/>Try it<\/button>/)
    const { ids, references } = idReferences(html)
    expect(new Set(ids).size).toBe(ids.length)
    expect(references.filter((reference) => !ids.includes(reference))).toEqual([])
  })

  it('shows the relayed example: tokens where your API receives the body, the real values in the vault', async () => {
    const html = await render({ surface: 'relay' })
    const result = relayRequest(DEFAULT_BODY, new Set(DEFAULT_PROTECTED))
    if (!result.ok) throw new Error(result.message)
    for (const entry of result.request.vault) expect(html).toContain(entry.token.replaceAll('"', '&quot;'))
    expect(html).toContain('Cipherwell Relay')
    expect(html.replaceAll('<!-- -->', '')).toContain('<span class="sr-only"> (token)</span>')
  })

  it('opens the card form empty, the page holding no token yet', async () => {
    const html = await render({ surface: 'cardForm' })
    expect(html).toContain('Card number')
    expect(html).not.toContain('tok_')
    expect(html).toContain('collect.form')
  })

  it('opens the BIN lookup on the BIN Lookup page’s own example', async () => {
    const html = await render({ surface: 'binLookup' })
    expect(html).toContain('GET /v1/bins/42424201')
    expect(html).toContain('Thamesgate Bank')
    expect(html).toContain('200 OK')
  })

  it('keeps ids apart when a page shows the same surface twice', async () => {
    const { ids } = idReferences(await render({ surface: 'relay' }, { surface: 'relay' }))
    expect(ids.length).toBeGreaterThan(6)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('shows only the heading of a draft without a surface, and nothing for an empty one', async () => {
    const html = await render({ heading: 'Coming soon', surface: null })
    expect(html).toContain('Coming soon</h2>')
    expect(html).not.toContain('inert')
    expect(await render({ heading: '', intro: null, surface: null })).toBe('')
    expect(await render({})).toBe('')
  })
})
