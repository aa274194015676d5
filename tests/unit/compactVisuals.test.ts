import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Hero } from '@/blocks/Hero/Component'
import type { HeroBlock } from '@/cms/payload-types'
import { COMPACT_VISUAL_COMPONENTS, HERO_VISUAL_COMPONENTS } from '@/ui/visuals'
import { COMPACT_MAX_H, COMPACT_W } from '@/ui/visuals/kit/VisualSvg'

const decode = (text: string) =>
  text.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')
const attributes = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]))

/**
 * Each line of text in a drawing with the box it takes: 0.6 em a character (JetBrains Mono's
 * advance, and more than Inter's lower-case labels take), from 0.8 em above the baseline.
 * Code panels draw one <text> with a <tspan x dy> a line.
 */
function textLines(svg: string) {
  return [...svg.matchAll(/<text ([^>]*)>([\s\S]*?)<\/text>/g)].flatMap(([, tag = '', inner = '']) => {
    const { x, y, 'font-size': size, 'text-anchor': anchor } = attributes(tag)
    const lines = inner.includes('<tspan x=')
      ? [...inner.matchAll(/<tspan (x="[^"]*" dy="[^"]*")>([\s\S]*?)(?=<tspan x=|$)/g)].map(([, line = '', body = '']) => ({ ...attributes(line), body }))
      : [{ x, dy: '0', body: inner }]
    let baseline = Number(y)
    return lines.map((line) => {
      baseline += Number(line.dy)
      const text = decode(line.body)
      const w = [...text].length * Number(size) * 0.6
      const left = Number(line.x) - (anchor === 'end' ? w : anchor === 'middle' ? w / 2 : 0)
      return { text, left, right: left + w, top: baseline - 0.8 * Number(size), baseline }
    })
  })
}

describe('compact hero drawings', () => {
  it('exist for every drawing', () => {
    expect(Object.keys(COMPACT_VISUAL_COMPONENTS).sort()).toEqual(Object.keys(HERO_VISUAL_COMPONENTS).sort())
  })

  it.each(Object.entries(COMPACT_VISUAL_COMPONENTS))('%s is one named image on the phone canvas, its labels 11 px or more and inside it', (_, Compact) => {
    for (const dark of [true, false]) {
      const html = renderToStaticMarkup(createElement(Compact, { dark }))
      expect(html).toMatch(/^<svg role="img" aria-label="[^"]{20,}"/)
      expect(html.match(/<svg/g)).toHaveLength(1)
      const [w = 0, h = 0] = html.match(/viewBox="0 0 (\d+) (\d+)"/)!.slice(1).map(Number)
      // 288 units are a 320 px phone's column: a unit is a pixel there, 1.19 px at 375 px.
      expect(w).toBe(COMPACT_W)
      expect(h).toBeLessThanOrEqual(COMPACT_MAX_H)
      const sizes = [...html.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]))
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11)
      const lines = textLines(html)
      expect(lines.length).toBeGreaterThan(2)
      const outside = lines.filter(({ left, right, top, baseline }) => left < 0 || right > w || top < 0 || baseline > h)
      expect(outside.map(({ text }) => text)).toEqual([])
    }
  })
})

describe('the hero', () => {
  const block: HeroBlock = { blockType: 'hero', heading: 'Relay', text: 'A proxy.', visual: 'relay' }

  it('shows the compact drawing below 640 px and the full one from there, both in the markup', () => {
    const html = renderToStaticMarkup(createElement(Hero, { block, light: false, pageTitle: true }))
    const compact = html.indexOf('<div class="mx-auto max-w-88 sm:hidden"><svg')
    const full = html.indexOf('<div class="hidden sm:block"><svg')
    expect(compact).toBeGreaterThan(0)
    expect(full).toBeGreaterThan(compact)
    expect(html.slice(compact, full)).toContain(`viewBox="0 0 ${COMPACT_W} `)
    expect(html.slice(full)).toContain('viewBox="0 0 480 360"')
  })

  it('shows no drawing when none is chosen', () => {
    const html = renderToStaticMarkup(createElement(Hero, { block: { ...block, visual: null }, light: true, pageTitle: true }))
    expect(html).not.toContain('<svg role="img"')
  })
})
