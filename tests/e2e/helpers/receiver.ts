import { expect } from '@playwright/test'

import { E2E_FAKES_PORT } from './server'

export type ReceivedRequest = {
  at: number
  method: string
  path: string
  headers: Record<string, string>
  body: string
}

/** What the fake pipeline and error reporter (tests/e2e/fakes/receiver.ts) have received so far. */
export async function receivedRequests(): Promise<ReceivedRequest[]> {
  const response = await fetch(`http://127.0.0.1:${E2E_FAKES_PORT}/__received`)
  return (await response.json()) as ReceivedRequest[]
}

/**
 * Waits until a received request matches, and returns it. A page's own beacons (pageviews,
 * error reports) leave only after hydration and a lazily loaded script, so on a busy machine
 * they may take longer than an assertion's usual 10 s to arrive: CI once saw an error report from
 * the mobile project miss 10 s under the full suite. So the wait is 30 s unless a test says otherwise.
 */
export async function waitForReceived(
  match: (request: ReceivedRequest) => boolean,
  { timeout = 30_000 }: { timeout?: number } = {},
): Promise<ReceivedRequest> {
  let found: ReceivedRequest | undefined
  await expect
    .poll(
      async () => {
        found = (await receivedRequests()).find(match)
        return Boolean(found)
      },
      { timeout },
    )
    .toBe(true)
  return found!
}

export type ReceivedMail = { from: string; to: string[]; raw: string }

/** Every message the site has sent to the fake mail server so far. */
export async function receivedMail(): Promise<ReceivedMail[]> {
  return (await (await fetch(`http://127.0.0.1:${E2E_FAKES_PORT}/__mail`)).json()) as ReceivedMail[]
}
