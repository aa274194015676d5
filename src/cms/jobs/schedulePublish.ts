import type { Access } from 'payload'

import { hasRole, type Role } from '../access/roles'

/**
 * Payload queues the admin's "Schedule publish/unpublish" as `schedulePublish` jobs without
 * naming a queue (ui/utilities/schedulePublishHandler), so they land on Payload's `default`
 * queue, each with `waitUntil` set to its time.
 */
export const SCHEDULED_PUBLISH_QUEUE = 'default'

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
