import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { GLIBC_ONLY, markGlibcOnly, missingPlatformEntries, platformOf, type Lockfile } from '../../scripts/lib/platformEntries'

describe('package-lock.json', () => {
  // Without these entries `npm ci` refuses the lockfile on this machine's registry (see scripts/lockfile-platforms.ts).
  it('locks every optional platform binary, so npm ci accepts it', () => {
    const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as Lockfile
    expect(Object.keys(missingPlatformEntries(lock))).toEqual([])
  })

  // Issue 37: on Alpine (musl) npm ci must skip the glibc Node runtime rather than put it first on the PATH.
  it('marks the Node runtime package glibc-only', () => {
    const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as Lockfile
    for (const key of GLIBC_ONLY) expect(lock.packages[key]?.libc, key).toEqual(['glibc'])
    expect(markGlibcOnly(lock)).toEqual([])
  })
})

describe('platformOf', () => {
  it.each([
    ['@next/swc-darwin-arm64', { os: ['darwin'], cpu: ['arm64'] }],
    ['@next/swc-win32-x64-msvc', { os: ['win32'], cpu: ['x64'] }],
    ['@unrs/resolver-binding-linux-arm-musleabihf', { os: ['linux'], cpu: ['arm'], libc: ['musl'] }],
    ['@unrs/resolver-binding-linux-riscv64-gnu', { os: ['linux'], cpu: ['riscv64'], libc: ['glibc'] }],
    ['@unrs/resolver-binding-android-arm-eabi', { os: ['android'], cpu: ['arm'] }],
    ['@tailwindcss/oxide-wasm32-wasi', { cpu: ['wasm32'] }],
    ['@rollup/rollup-openbsd-x64', { os: ['openbsd'], cpu: ['x64'] }],
  ])('%s', (name, platform) => {
    expect(platformOf(name)).toEqual(platform)
  })

  it('refuses a name it cannot read', () => {
    expect(() => platformOf('left-pad')).toThrow(/cannot tell the platform/)
  })
})

describe('missingPlatformEntries', () => {
  it('adds an entry per missing binary, marked optional and dev like its parent', () => {
    const lock: Lockfile = {
      packages: {
        'node_modules/next': { version: '1.0.0', optionalDependencies: { '@next/swc-darwin-x64': '1.0.0', 'left-pad': '1.0.0' } },
        'node_modules/lint': { version: '1.0.0', dev: true, optionalDependencies: { '@x/binding-linux-s390x-gnu': '2.0.0' } },
      },
    }
    expect(missingPlatformEntries(lock)).toEqual({
      'node_modules/@next/swc-darwin-x64': { version: '1.0.0', optional: true, os: ['darwin'], cpu: ['x64'] },
      'node_modules/@x/binding-linux-s390x-gnu': {
        version: '2.0.0',
        dev: true,
        optional: true,
        os: ['linux'],
        cpu: ['s390x'],
        libc: ['glibc'],
      },
    })
  })

  it('refuses a version range it cannot pin', () => {
    const lock: Lockfile = { packages: { 'node_modules/a': { optionalDependencies: { 'b-darwin-x64': '^1.0.0' } } } }
    expect(() => missingPlatformEntries(lock)).toThrow(/not an exact version/)
  })
})

describe('the committed package-lock.json', () => {
  it('locks every optional dependency, so `npm ci` accepts it on any platform', () => {
    const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as Lockfile
    const missing: string[] = []
    for (const [parentKey, parent] of Object.entries(lock.packages)) {
      for (const name of Object.keys(parent.optionalDependencies ?? {})) {
        // npm resolves a dependency next to its parent first, then up the tree.
        const candidates = [`${parentKey}/node_modules/${name}`, `node_modules/${name}`]
        if (!candidates.some((key) => lock.packages[key])) missing.push(`${name} (for ${parentKey || 'the root'})`)
      }
    }
    expect(missing).toEqual([])
  })
})
