import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

/** `npm start` with a bad environment: it must stop at once, naming the variable. */
function start(env: Record<string, string>) {
  const result = spawnSync('node_modules/.bin/tsx', ['scripts/start.ts'], {
    // Only what the test names: none of the developer's own variables leak in.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } as unknown as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: 30_000,
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('npm start refuses a bad environment', () => {
  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/cipherwell' }, 'DATABASE_URL'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-password' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'ops@example.com' }, 'ADMIN_PASSWORD'],
    [{ DATABASE_URL: 'postgres://db/cipherwell', NODE_ENV: 'production' }, 'PAYLOAD_SECRET'],
  ])('%j names %s', (env, variable) => {
    const { status, output } = start(env)
    expect(status).toBe(1)
    expect(output).toContain('Invalid environment')
    expect(output).toMatch(new RegExp(`^\\s+- ${variable} `, 'm'))
  })
})
