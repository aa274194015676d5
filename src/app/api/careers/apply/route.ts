import { randomUUID } from 'node:crypto'

import { payloadClient } from '@/cms/read/payload'
import { checkCv } from '@/features/careers/application/checkCv'
import { CV_MAX_BYTES, jobApplicationSchema } from '@/features/careers/application/schema'
import { storeApplication } from '@/features/careers/application/storeApplication'
import { isHoneypotHit } from '@/features/leads/honeypotDrops'
import { unavailableWhenDatabaseDown } from '@/features/leads/http/databaseDown'
import { guardRequest } from '@/features/leads/http/guard'
import { sourceOf } from '@/features/leads/http/sourcePage'
import { BodyTooLarge, readBody } from '@/features/leads/http/readBody'
import { accepted, fieldErrors, jsonError } from '@/features/leads/http/responses'
import { withoutNul } from '@/features/leads/http/withoutNul'
import { toFieldErrors } from '@/features/leads/http/zodErrors'
import { getEnv } from '@/lib/env'

/** The CV plus a few fields of text and the multipart framing around them. */
const UPLOAD_LIMIT = CV_MAX_BYTES + 64 * 1024

/** POST /api/careers/apply: a job application with its CV (multipart/form-data); 503 while the database is down. */
export const POST = unavailableWhenDatabaseDown('jobApplication', apply)

async function apply(request: Request): Promise<Response> {
  const env = getEnv()
  const refused = await guardRequest(request, env, 'jobApplication', 'multipart/form-data')
  if (refused) return refused
  let form: FormData
  try {
    const body = await readBody(request, UPLOAD_LIMIT)
    form = await new Response(body, { headers: { 'content-type': request.headers.get('content-type')! } }).formData()
  } catch (error) {
    if (error instanceof BodyTooLarge) return jsonError(413, `The upload must be at most ${CV_MAX_BYTES} bytes`)
    return jsonError(400, 'The body must be valid multipart/form-data')
  }
  const text = Object.fromEntries(
    [...form.entries()].flatMap(([key, value]) => (typeof value === 'string' ? [[key, withoutNul(value)]] : [])),
  )
  const parsed = jobApplicationSchema.safeParse(text)
  const cv = await checkCv(form.get('cv'))
  if (!parsed.success || 'error' in cv) {
    return fieldErrors({
      ...(parsed.success ? {} : toFieldErrors(parsed.error)),
      ...('error' in cv ? { cv: cv.error } : {}),
    })
  }
  const payload = await payloadClient()
  // Only a published job is open: an unpublished one (never announced, or taken down) takes no applications.
  const where = { slug: { equals: parsed.data.job }, _status: { equals: 'published' } }
  const { docs } = await payload.find({ collection: 'jobs', where, limit: 1, depth: 0 })
  const job = docs[0]
  if (!job) return fieldErrors({ job: 'This job is no longer open' })
  // After every check a real application goes through, so a bot gets exactly its answer.
  if (isHoneypotHit(payload, 'jobApplication', parsed.data)) return accepted(randomUUID(), 201)
  const { name, email, profileUrl, coverNote } = parsed.data
  const stored = await storeApplication(payload, { job: job.id, name, email, profileUrl, coverNote }, cv, sourceOf(request, env.siteUrl))
  if ('cvError' in stored) return fieldErrors({ cv: stored.cvError })
  return accepted(stored.reference, 201)
}
