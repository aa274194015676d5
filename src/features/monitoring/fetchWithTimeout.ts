/**
 * `fetch` that gives up after `timeoutMs`, each call with its own deadline. The browser SDK's
 * fetch transport takes such a fetch as its second argument; that is how the send timeout
 * reaches it, since the transport has no timeout option of its own (and passes no signal,
 * as we set no `fetchOptions`). A send that times out fails like a network error: the SDK
 * counts it as dropped and frees its buffer slot.
 */
export function fetchWithTimeout(fetchImpl: typeof fetch, timeoutMs: number): typeof fetch {
  return (input, init) => fetchImpl(input, { ...init, signal: AbortSignal.timeout(timeoutMs) })
}
