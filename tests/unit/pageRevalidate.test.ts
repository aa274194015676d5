import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PAGE_REVALIDATE_SECONDS } from '@/lib/pageRevalidate'

const APP = path.resolve(__dirname, '../../src/app')

/** Every `export const revalidate = …` under src/app, with its file. */
function revalidateExports(): { file: string; value: string }[] {
  const found: { file: string; value: string }[] = []
  for (const entry of fs.readdirSync(APP, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const match = /export const revalidate\s*=\s*([^\n;]+)/.exec(fs.readFileSync(file, 'utf8'))
    if (match) found.push({ file: path.relative(APP, file), value: match[1]!.trim() })
  }
  return found
}

describe('page revalidation', () => {
  it('is the one named period in every route that sets it (Next needs a literal in each file)', () => {
    const exports = revalidateExports()
    expect(exports.length).toBeGreaterThan(30)
    expect(exports.filter(({ value }) => value !== String(PAGE_REVALIDATE_SECONDS))).toEqual([])
  })
})
