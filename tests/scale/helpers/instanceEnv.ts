import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { SCALE_BUILD } from './scaleBuild'

/**
 * What every instance of one scale-test site shares: production mode on the scale build, one
 * PostgreSQL database and one Redis database, one secret, one public address (as behind a load
 * balancer, and a build setting all must agree on), the first admin, and `extra` on top.
 */
export function sharedEnv(
  site: { databaseUrl: string; redisUrl: string; admin: { email: string; password: string } },
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: SCALE_BUILD.distDir,
    DATABASE_URL: site.databaseUrl,
    REDIS_URL: site.redisUrl,
    PAYLOAD_SECRET: `scale-${randomBytes(24).toString('hex')}`,
    SITE_URL: SCALE_BUILD.siteUrl,
    ADMIN_EMAIL: site.admin.email,
    ADMIN_PASSWORD: site.admin.password,
    CAPTCHA_DISABLED: 'true',
    SHUTDOWN_TIMEOUT_SECONDS: '10',
    ...extra,
  }
}

/** One instance's own part: its port, the address it reaches itself on, and a data directory of its own under `tmp`. */
export function instanceEnv(
  shared: NodeJS.ProcessEnv,
  tmp: string,
  port: number,
  name: string,
  jobsRunner: boolean,
): NodeJS.ProcessEnv {
  const dataDir = path.join(tmp, `data-${name}`)
  fs.mkdirSync(dataDir)
  return {
    ...shared,
    PORT: String(port),
    REVALIDATE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    JOBS_RUNNER: String(jobsRunner),
  }
}
