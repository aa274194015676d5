import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { parseEnv as parseProcessEnv } from '@/lib/env'

// Next types NODE_ENV as always present on ProcessEnv; these fixtures are partial on purpose.
const parseEnv = (vars: Record<string, string>) => parseProcessEnv(vars as NodeJS.ProcessEnv)
import { resolvePayloadSecret } from '@/lib/secret'

const tempDirs: string[] = []

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cipherwell-secret-'))
  tempDirs.push(dir)
  return dir
}

afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('resolvePayloadSecret', () => {
  it('returns PAYLOAD_SECRET when given and writes nothing', () => {
    const dir = tempDir()
    const secret = 's'.repeat(40)
    expect(resolvePayloadSecret(parseEnv({ DATA_DIR: dir, PAYLOAD_SECRET: secret }))).toBe(secret)
    expect(fs.readdirSync(dir)).toEqual([])
  })

  it('generates a 64-hex-character secret file with mode 0600 on first use', () => {
    const dir = tempDir()
    const secret = resolvePayloadSecret(parseEnv({ DATA_DIR: dir }))
    expect(secret).toMatch(/^[0-9a-f]{64}$/)

    const file = path.join(dir, '.payload-secret')
    expect(fs.readFileSync(file, 'utf8')).toBe(secret)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
  })

  it('returns the same secret on later calls', () => {
    const env = parseEnv({ DATA_DIR: tempDir() })
    const first = resolvePayloadSecret(env)
    expect(resolvePayloadSecret(env)).toBe(first)
    expect(resolvePayloadSecret(parseEnv({ DATA_DIR: env.dataDir }))).toBe(first)
  })

  it('gives different data dirs different secrets', () => {
    const a = resolvePayloadSecret(parseEnv({ DATA_DIR: tempDir() }))
    const b = resolvePayloadSecret(parseEnv({ DATA_DIR: tempDir() }))
    expect(a).not.toBe(b)
  })

  it('creates a missing data dir', () => {
    const dir = path.join(tempDir(), 'nested', 'data')
    const secret = resolvePayloadSecret(parseEnv({ DATA_DIR: dir }))
    expect(fs.readFileSync(path.join(dir, '.payload-secret'), 'utf8')).toBe(secret)
  })

  it('refuses an existing secret file that is empty or too short', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, '.payload-secret'), '')
    expect(() => resolvePayloadSecret(parseEnv({ DATA_DIR: dir }))).toThrow(/\.payload-secret/)
  })

  it('leaves no temporary files behind', () => {
    const dir = tempDir()
    resolvePayloadSecret(parseEnv({ DATA_DIR: dir }))
    expect(fs.readdirSync(dir)).toEqual(['.payload-secret'])
  })
})
