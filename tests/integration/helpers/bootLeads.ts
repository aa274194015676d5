import { bootPayload, type Booted } from './bootPayload'
import { createJob } from './cvFiles'

/**
 * bootPayload, then proof that the cached environment is this boot's: a module that calls
 * getEnv() at import time (deliverLead.ts does) and is imported before the boot would pin
 * DATA_DIR elsewhere. Each lead test file also points DATA_DIR at a throwaway directory
 * before any import, so such a slip can never write to the developer's own data/.
 */
export async function bootLeads(): Promise<Booted> {
  const booted = await bootPayload()
  const { getEnv } = await import('@/lib/env')
  if (getEnv().dataDir !== booted.dataDir) {
    await booted.shutdown()
    throw new Error(`getEnv() was read before bootPayload: DATA_DIR is ${getEnv().dataDir}, not ${booted.dataDir}`)
  }
  return booted
}

/**
 * The careers endpoint's site: leads booted with a rate limit no test reaches, no CRM, no
 * captcha secret, no Redis, and one published job, `platform-engineer`, to apply to.
 */
export async function bootCareers(): Promise<Booted> {
  Object.assign(process.env, { LEAD_RATE_LIMIT: '1000', CRM_ADAPTER: 'none' })
  for (const key of ['SITE_URL', 'HCAPTCHA_SECRET', 'REDIS_URL']) delete process.env[key]
  const booted = await bootLeads()
  await createJob(booted.payload, 'platform-engineer')
  return booted
}
