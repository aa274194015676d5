/**
 * The first sign that a visitor is here to act: a pointer moving or pressed, a key, a touch, a
 * scroll or wheel, focus moving into the page. Code a page does not need before then (issue 36)
 * waits for it: the client root (LazyClientRoot.client.tsx). Not the connection dropping: no code
 * could load then (a browser test going offline first met the page's error screen).
 */
export const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const

/**
 * Loads code the page waits for with `load`, then runs `done`. A load that fails (offline, a
 * network error) is tried again when the browser is back online, so a failed chunk never breaks
 * the page: what waited for it stays as the server rendered it. Returns a stop.
 */
export function loadThen(load: () => Promise<unknown>, done: () => void): () => void {
  let stopped = false
  const attempt = () => {
    load().then(
      () => stopped || done(),
      () => stopped || window.addEventListener('online', attempt, { once: true }),
    )
  }
  attempt()
  return () => {
    stopped = true
    window.removeEventListener('online', attempt)
  }
}

/** Runs `run` once, on the first of INTENT_EVENTS at `target` (capturing, so nothing below hides one); returns a stop. */
export function onFirstIntent(target: EventTarget, run: () => void): () => void {
  const stop = () => INTENT_EVENTS.forEach((type) => target.removeEventListener(type, fire, { capture: true }))
  const fire = () => {
    stop()
    run()
  }
  INTENT_EVENTS.forEach((type) => target.addEventListener(type, fire, { capture: true, passive: true }))
  return stop
}

/**
 * Signs of an act from before anyone listened (the page's code runs after hydration, and events
 * before it are gone): the page has scrolled, focus has moved into it, or a pointer is over it.
 * Without this, a visitor who scrolled while the page hydrated would wait for a second act.
 */
function alreadyActed(): boolean {
  const active = document.activeElement
  return (
    window.scrollX !== 0 ||
    window.scrollY !== 0 ||
    (active !== null && active !== document.body) ||
    document.querySelector(':hover') !== null
  )
}

/** Runs `run` on this window's first intent, at once if the visitor has already acted; returns a stop. */
export function onIntent(run: () => void): () => void {
  if (!alreadyActed()) return onFirstIntent(window, run)
  run()
  return () => {}
}
