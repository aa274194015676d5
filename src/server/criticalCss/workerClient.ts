import { Worker } from 'node:worker_threads'

import type { CriticalCssAnswer, CriticalCssRequest } from './worker'

/** The file the build writes the worker to, beside the server (scripts/lib/standalone.ts). */
export const CRITICAL_CSS_WORKER_FILE = 'critical-css-worker.mjs'

/**
 * Sends pages to the critical-CSS worker thread and resolves with its answer. The thread starts
 * on the first page and again after it dies (a crash rejects the pages in flight, nothing
 * else); it never keeps the process alive on its own.
 */
export function criticalCssWorker(workerFile: URL | string, staticDir: string) {
  let worker: Worker | undefined
  let nextId = 0
  const waiting = new Map<number, { resolve: (html: string | null) => void; reject: (error: Error) => void }>()

  const start = () => {
    const thread = new Worker(workerFile, { workerData: { staticDir } })
    thread.unref()
    thread.on('message', ({ id, html, error }: CriticalCssAnswer) => {
      const request = waiting.get(id)
      waiting.delete(id)
      if (error) request?.reject(new Error(error))
      else request?.resolve(html)
    })
    const stop = (error: Error) => {
      if (worker !== thread) return
      worker = undefined
      for (const request of waiting.values()) request.reject(error)
      waiting.clear()
    }
    thread.on('error', stop)
    thread.on('exit', (code) => stop(new Error(`critical CSS worker exited with code ${code}`)))
    return thread
  }

  return (html: string) =>
    new Promise<string | null>((resolve, reject) => {
      worker ??= start()
      const id = nextId++
      waiting.set(id, { resolve, reject })
      worker.postMessage({ id, html } satisfies CriticalCssRequest)
    })
}
