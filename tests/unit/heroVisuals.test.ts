import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { SelectField } from 'payload'
import { describe, expect, it } from 'vitest'

import { HeroBlock } from '@/blocks/Hero/config'
import type { Page } from '@/cms/payload-types'
import { SEED_PAGES } from '@/cms/seed/content/pages'
import type { SeedContext } from '@/cms/seed/lib/seedContext'
import { HERO_VISUALS } from '@/lib/heroVisuals'
import { HERO_VISUAL_COMPONENTS } from '@/ui/visuals'

// Layouts built with stand-ins: references are numbers, enough to read the hero.
const ctx = { now: new Date('2026-06-01T12:00:00Z'), md: (markdown: string) => markdown, media: () => 1, author: () => 1, category: () => 1, customer: () => 1, page: () => 1 }

const productAndSolutionPages = SEED_PAGES.filter((page) => /^\/(products|solutions)\//.test(page.path))
const heroVisual = (layout: Page['layout']) => layout?.find((block) => block.blockType === 'hero')?.visual

describe('hero visuals', () => {
  it('open every product and solution page and home, none shared', () => {
    expect(productAndSolutionPages).toHaveLength(19)
    const visuals = [...productAndSolutionPages, SEED_PAGES.find((page) => page.path === '/')!].map((page) => ({
      path: page.path,
      visual: heroVisual(page.layout?.(ctx as unknown as SeedContext)),
    }))
    expect(visuals.filter(({ visual }) => !visual)).toEqual([])
    expect(new Set(visuals.map(({ visual }) => visual)).size).toBe(visuals.length)
    expect(visuals.find(({ path }) => path === '/')?.visual).toBe('data_in_tokens_out')
  })

  it('offer editors exactly the drawings there are components for', () => {
    const field = HeroBlock.fields.find((f) => 'name' in f && f.name === 'visual') as SelectField
    const options = field.options.map((option) => (typeof option === 'string' ? option : option.value))
    expect(options).toEqual(HERO_VISUALS.map(({ value }) => value))
    expect(Object.keys(HERO_VISUAL_COMPONENTS).sort()).toEqual([...options].sort())
    for (const value of options) expect(typeof HERO_VISUAL_COMPONENTS[value as keyof typeof HERO_VISUAL_COMPONENTS]).toBe('function')
  })

  it.each(Object.entries(HERO_VISUAL_COMPONENTS))('%s renders one named image on either surface', (_, Visual) => {
    for (const dark of [true, false]) {
      const html = renderToStaticMarkup(createElement(Visual, { dark }))
      expect(html).toMatch(/^<svg role="img" aria-label="[^"]{20,}"/)
      expect(html.match(/<svg/g)).toHaveLength(1)
      // Text sizes in the 480-unit canvas: below 10 they shrink past legible on a laptop.
      const sizes = [...html.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]))
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(10)
    }
  })
})
