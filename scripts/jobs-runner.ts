/** Run by scripts/jobs.ts in its own process (Node's `production` condition): the jobs loop. */
import { getPayload } from 'payload'

import config from '../src/cms/payload.config'
import { startJobsRunner } from '../src/cms/jobs/jobsRunner'

const payload = await getPayload({ config })
const runner = startJobsRunner(payload, { keepProcessAlive: true })
payload.logger.info('jobs runner started: lead deliveries and scheduled publishing, while it holds the jobs lease')

let stopping = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    payload.logger.info(`${signal}: finishing the job under way, then stopping`)
    void runner
      .stop()
      .then(() => payload.destroy())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          payload.logger.error({ err: error, msg: 'jobs runner did not stop cleanly' })
          process.exit(1)
        },
      )
  })
}
