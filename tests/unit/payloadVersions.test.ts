import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

type Lock = { packages: Record<string, { version?: string }> }

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as Lock
const payloadFamily = Object.entries(lock.packages).filter(
  ([key]) => key === 'node_modules/payload' || /^node_modules\/@payloadcms\/[^/]+$/.test(key),
)

describe('Payload packages', () => {
  // Payload refuses to start beside a package of another version, and a second copy of
  // @payloadcms/ui nested under a plugin would be one. 3.90.1 is the newest 3.90.x the whole
  // family shares on this registry: payload 3.90.2 exists, @payloadcms/storage-s3 and
  // plugin-cloud-storage (which pins payload 3.90.1 as a peer) do not.
  it('are locked at one version, with no nested copy of another', () => {
    const versions = new Set(payloadFamily.map(([, entry]) => entry.version))
    expect(payloadFamily.length).toBeGreaterThan(5)
    expect([...versions]).toEqual(['3.90.1'])
    const nested = Object.keys(lock.packages).filter((key) => /\/node_modules\/(payload|@payloadcms\/[^/]+)$/.test(key))
    expect(nested).toEqual([])
  })
})
