import type { Access, SanitizedConfig, TaskConfig } from 'payload'

import { hasRole, type Role } from '../access/roles'

/**
 * Payload queues the admin's "Schedule publish/unpublish" as `schedulePublish` jobs without
 * naming a queue (ui/utilities/schedulePublishHandler), so they land on Payload's `default`
 * queue, each with `waitUntil` set to its time.
 */
export const SCHEDULED_PUBLISH_QUEUE = 'default'

/**
 * Payload's `schedulePublish` task has no retries: one failed attempt (the database busy for a
 * moment, a hook's call timing out) and the editor's scheduled launch never happens. Here it is
 * tried five times more, 2, 4, 8, 16 and 32 s apart, so a passing fault delays the publish by
 * seconds; a fault that lasts a minute still leaves the job failed, with its log, in the
 * admin's jobs list. Publishing and unpublishing are idempotent, so a repeat is harmless.
 */
export const SCHEDULED_PUBLISH_RETRIES = { attempts: 5, backoff: { type: 'exponential', delay: 2_000 } } satisfies TaskConfig['retries']

/**
 * Payload adds the task while it sanitizes the config (for the collections with
 * `schedulePublish`), after every plugin has run, so its retries can only be set on the result.
 */
export async function withScheduledPublishRetries(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  const task = sanitized.jobs.tasks?.find((candidate) => candidate.slug === 'schedulePublish')
  if (!task) throw new Error('Payload added no schedulePublish task: no collection has drafts.schedulePublish')
  task.retries = SCHEDULED_PUBLISH_RETRIES
  return sanitized
}

const SCHEDULE_FIELDS = new Set(['taskSlug', 'input', 'waitUntil', 'queue'])

type ScheduleInput = { user?: { relationTo?: unknown; value?: unknown } | null } | null | undefined

/**
 * Besides the admin's Schedule drawer (a server function, not REST), an admin may schedule
 * through the REST API: `POST /api/payload-jobs` with the job the drawer queues, `taskSlug:
 * 'schedulePublish'`, `waitUntil` and `input: {type, doc: {relationTo, value}, user}`. Only
 * that task, on its own queue, with no other job fields, and `input.user` naming the admin
 * who asks: Payload runs the job as that user, with that user's access. Every other job
 * (lead deliveries included) stays impossible to queue over HTTP, and so does any job in the
 * admin's create form, which asks without data.
 */
export const adminSchedulesPublish: Access = ({ req, data }) => {
  const user = req.user as ({ id: number | string; collection: string; roles?: Role[] | null } & object) | null
  if (!user || !hasRole(user, 'admin') || !data || typeof data !== 'object') return false
  const job = data as Record<string, unknown>
  const input = job.input as ScheduleInput
  return (
    Object.keys(job).every((key) => SCHEDULE_FIELDS.has(key)) &&
    job.taskSlug === 'schedulePublish' &&
    (job.queue === undefined || job.queue === SCHEDULED_PUBLISH_QUEUE) &&
    input?.user?.relationTo === user.collection &&
    String(input.user.value) === String(user.id)
  )
}
