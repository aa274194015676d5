/**
 * Runs `work` with a signal that aborts after `ms`, and clears the timer as soon as the work
 * settles. `AbortSignal.timeout` would keep its timer: it fires `ms` later on every call, long
 * after the answer came, and builds a TimeoutError with a stack trace each time, which on the
 * lead path (a captcha check per lead) was measurable CPU under load.
 */
export async function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms)
  try {
    return await work(controller.signal)
  } finally {
    clearTimeout(timer)
  }
}
