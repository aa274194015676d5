import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { buildLeaks } from './helpers/buildLeaks'

// What playwright.config.ts gives the test server: its build folder and its data directory.
const DIST_DIR = '.next-test'
const DATA_DIR = '.test-data'
// A developer's own data directory, the default, is never part of a build either.
const DEFAULT_DATA_DIR = 'data'

// The standalone folder inside the build is the artifact one deploys: whoever holds it must
// not be able to forge admin sessions or read the users table. The server is up, so the build
// is complete and the data directory holds the secret, the database and the seeded uploads.
test('the build holds no secret, database, upload or trace into the data directory @desktop', async ({ request }) => {
  expect((await request.get('/api/health')).ok()).toBe(true)
  const secretFile = path.join(DATA_DIR, '.payload-secret')
  expect(fs.existsSync(secretFile), 'the test server keeps its secret in its data directory').toBe(true)
  expect(fs.existsSync(path.join(DIST_DIR, 'standalone')), 'the deployable folder was built').toBe(true)
  const secret = fs.readFileSync(secretFile, 'utf8').trim()
  expect(buildLeaks(DIST_DIR, [DATA_DIR, DEFAULT_DATA_DIR], secret)).toEqual([])
})
