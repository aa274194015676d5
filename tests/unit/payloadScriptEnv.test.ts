import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { payloadScriptEnv } from '../../scripts/lib/payloadScriptEnv'

describe('payloadScriptEnv', () => {
  it('adds the production export condition', () => {
    expect(payloadScriptEnv({ NODE_ENV: 'production', DATA_DIR: 'x' })).toEqual({
      NODE_ENV: 'production',
      DATA_DIR: 'x',
      NODE_OPTIONS: '--conditions=production',
    })
  })

  it('keeps existing Node options', () => {
    expect(payloadScriptEnv({ NODE_ENV: 'production', NODE_OPTIONS: '--max-old-space-size=2048' }).NODE_OPTIONS).toBe(
      '--max-old-space-size=2048 --conditions=production',
    )
  })

  it('does not add the condition twice', () => {
    const env = { NODE_ENV: 'production' as const, NODE_OPTIONS: '--conditions=production' }
    expect(payloadScriptEnv(env)).toBe(env)
  })

  it('makes Lexical resolve to its static production build', () => {
    // The reason for the condition: the `node` entry has a top-level await that deadlocks Node 20.
    const manifest = readFileSync('node_modules/@lexical/html/package.json', 'utf8')
    const exportsMap = (JSON.parse(manifest) as { exports: Record<string, { import: Record<string, string> }> })
      .exports['.']!.import
    const keys = Object.keys(exportsMap)
    expect(keys.indexOf('production')).toBeLessThan(keys.indexOf('node'))
    expect(exportsMap.production).toMatch(/\.prod\.mjs$/)
  })
})
