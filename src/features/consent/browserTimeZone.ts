/** How long the worker may take before the page asks on its own thread (a blocked or broken worker). */
const WORKER_TIMEOUT_MS = 2_000

/** The time zone on the page's own thread: always works, but blocks it while ICU loads. */
export const timeZoneHere = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone

let asked: Promise<string | undefined> | undefined

/**
 * The browser's IANA time zone, asked of a worker (timeZone.worker.ts) so that loading ICU's data
 * does not block the main thread after hydration; asked here when a worker cannot be used. Asked
 * once per page: LazyClientRoot and then the consent store both want it.
 */
export const browserTimeZone = (): Promise<string | undefined> => (asked ??= askBrowserTimeZone())

function askBrowserTimeZone(): Promise<string | undefined> {
  if (typeof Worker === 'undefined') return Promise.resolve(timeZoneHere())
  return new Promise((resolve) => {
    let worker: Worker | undefined
    const settle = (timeZone: string | undefined) => {
      clearTimeout(timer)
      worker?.terminate()
      resolve(timeZone)
    }
    const timer = setTimeout(() => settle(timeZoneHere()), WORKER_TIMEOUT_MS)
    try {
      worker = new Worker(new URL('./timeZone.worker.ts', import.meta.url))
      worker.onmessage = (event: MessageEvent<unknown>) =>
        settle(typeof event.data === 'string' && event.data !== '' ? event.data : timeZoneHere())
      worker.onerror = () => settle(timeZoneHere())
    } catch {
      settle(timeZoneHere())
    }
  })
}
