import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { pidListeningOn } from '../../bench/serverProcess'
import { E2E_PORT } from './helpers/server'

// The process that answers on the port, not the npm or tsx wrapper that started it: it is the one
// that must get security fixes. Node 20 reached end of life in April 2026.
test('the process serving the site runs Node 24 or newer @desktop', async ({ request }) => {
  expect((await request.get('/api/health')).ok()).toBe(true)
  const executable = fs.readlinkSync(`/proc/${pidListeningOn(E2E_PORT)}/exe`)
  const version = execFileSync(executable, ['--version'], { encoding: 'utf8' }).trim()
  expect(Number(/^v(\d+)\./.exec(version)?.[1])).toBeGreaterThanOrEqual(24)
})
