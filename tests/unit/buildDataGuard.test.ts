import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { dataInBuild, dropDataFromBuild } from '../../scripts/lib/standalone'
import { dataDirsInProject, dataDirTracingExcludes } from '@/lib/dataDirTracing'

/** Next's types make NODE_ENV required on ProcessEnv; these calls need only the data settings. */
const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv

const roots: string[] = []
afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })))

function project(files: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-build-'))
  roots.push(root)
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), 'x')
  }
  return root
}

describe('the build never traces the data directory', () => {
  it('excludes the default and the configured data directory, and databases and secrets anywhere', () => {
    expect(dataDirTracingExcludes(env({ DATA_DIR: '.test-data' }), '/srv/site')).toEqual([
      'data/**',
      '.test-data/**',
      '**/*.db',
      '**/*.db-*',
      '**/.payload-secret',
      '**/.payload-secret.*',
    ])
    // Outside the project, or the project itself: no glob below the root can name it.
    expect(dataDirsInProject(env({ DATA_DIR: '/var/lib/cipherwell' }), '/srv/site')).toEqual(['data'])
    expect(dataDirsInProject(env({ DATA_DIR: '../shared' }), '/srv/site')).toEqual(['data'])
    expect(dataDirsInProject(env({ DATA_DIR: '.' }), '/srv/site')).toEqual(['data'])
  })

  it('finds a secret, a database or a copied data directory in a build and nothing in a clean one', () => {
    const clean = project(['.next/standalone/server.js', '.next/server/app/page.js', 'data/.payload-secret', 'data/cipherwell.db'])
    expect(dataInBuild(clean, '.next', env({}))).toEqual([])
    const leaked = project([
      '.next/standalone/server.js',
      '.next/standalone/data/media/logo.png',
      '.next/standalone/x/.payload-secret',
      '.next/server/cipherwell.db-wal',
      '.next/standalone/.h-data/media/a.png',
    ])
    expect(dataInBuild(leaked, '.next', env({ DATA_DIR: '.h-data' })).sort()).toEqual(
      ['.next/server/cipherwell.db-wal', '.next/standalone/x/.payload-secret', '.next/standalone/data', '.next/standalone/.h-data'].sort(),
    )
  })

  it('takes the data directory out of every file trace and the standalone folder, and nothing else', () => {
    const root = project(['data/.payload-secret', 'data/media/a.png', '.next/standalone/data/media/a.png', '.next/standalone/server.js'])
    const trace = path.join(root, '.next/server/instrumentation.js.nft.json')
    fs.mkdirSync(path.dirname(trace), { recursive: true })
    fs.writeFileSync(trace, JSON.stringify({ version: 1, files: ['../../data/media/a.png', '../../data/.payload-secret', '../../node_modules/x/index.js'] }))
    expect(dropDataFromBuild(root, '.next', env({}))).toEqual(['data/.payload-secret', 'data/media/a.png'])
    expect(JSON.parse(fs.readFileSync(trace, 'utf8'))).toEqual({ version: 1, files: ['../../node_modules/x/index.js'] })
    expect(fs.existsSync(path.join(root, '.next/standalone/data'))).toBe(false)
    expect(fs.existsSync(path.join(root, '.next/standalone/server.js'))).toBe(true)
    expect(dataInBuild(root, '.next', env({}))).toEqual([])
  })
})
