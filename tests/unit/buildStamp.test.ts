import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { isBuildCurrent, sourceHash, writeBuildStamp } from '../../scripts/lib/buildStamp'

const DIST = '.next'
let root: string

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), text)
}

/** A finished `next build`: the dist dir with its BUILD_ID. */
const fakeBuild = () => write(path.join(DIST, 'BUILD_ID'), 'build-1')

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cipherwell-build-'))
  write('src/app/page.tsx', 'export default function Page() {}')
  write('src/lib/env.ts', 'export {}')
  write('package-lock.json', '{"lockfileVersion":3}')
})

afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('sourceHash', () => {
  it('is stable while nothing changes', () => {
    expect(sourceHash(root)).toMatch(/^[0-9a-f]{64}$/)
    expect(sourceHash(root)).toBe(sourceHash(root))
  })

  it('changes when a source file is edited or added', () => {
    const before = sourceHash(root)
    write('src/lib/env.ts', 'export const x = 1')
    const edited = sourceHash(root)
    expect(edited).not.toBe(before)
    write('src/lib/new.ts', '')
    expect(sourceHash(root)).not.toBe(edited)
  })

  it('changes when the lockfile changes', () => {
    const before = sourceHash(root)
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}')
    expect(sourceHash(root)).not.toBe(before)
  })

  it('ignores files outside the build inputs, such as the build output', () => {
    const before = sourceHash(root)
    fakeBuild()
    write('README.md', 'docs')
    expect(sourceHash(root)).toBe(before)
  })
})

describe('sourceHash and build-time settings', () => {
  it('changes when a setting baked into the pages changes, and not for other variables', () => {
    const before = sourceHash(root, { SEGMENT_WRITE_KEY: 'a' })
    expect(sourceHash(root, { SEGMENT_WRITE_KEY: 'b' })).not.toBe(before)
    expect(sourceHash(root, { SEGMENT_WRITE_KEY: 'a', HCAPTCHA_SECRET: 'x' })).toBe(before)
  })

  it('counts only whether REDIS_URL is set: the server reads its address at run time', () => {
    const without = sourceHash(root, {})
    const redis = sourceHash(root, { REDIS_URL: 'redis://127.0.0.1:6379/15' })
    expect(redis).not.toBe(without)
    expect(sourceHash(root, { REDIS_URL: 'redis://cache.internal:6380/2' })).toBe(redis)
    expect(sourceHash(root, { REDIS_URL: ' ' })).toBe(without)
  })
})

describe('isBuildCurrent', () => {
  it('is false without a build or without a stamp', () => {
    expect(isBuildCurrent(root, DIST)).toBe(false)
    fakeBuild()
    expect(isBuildCurrent(root, DIST)).toBe(false)
  })

  it('is false with a stamp but no BUILD_ID', () => {
    fs.mkdirSync(path.join(root, DIST))
    writeBuildStamp(root, DIST, sourceHash(root))
    expect(isBuildCurrent(root, DIST)).toBe(false)
  })

  it('is true after stamping the current sources, false after a source edit', () => {
    fakeBuild()
    writeBuildStamp(root, DIST, sourceHash(root))
    expect(isBuildCurrent(root, DIST)).toBe(true)
    write('src/app/page.tsx', 'export default function Page() { return null }')
    expect(isBuildCurrent(root, DIST)).toBe(false)
  })
})
