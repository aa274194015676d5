'use client'

import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'

import { buttonClass } from '@/ui/button'
import { ERROR_CLASS } from '@/ui/form/Field'
import { PLAYGROUND_SURFACES, type PlaygroundSurface } from './surfaces'

/** Each surface's island, a chunk of its own: no page fetches one before its section comes near. */
const ISLANDS: Record<PlaygroundSurface, () => Promise<ComponentType>> = {
  relay: () => import('@/features/playground/relay/RelayPlayground.client').then((module) => module.RelayPlayground),
  cardForm: () => import('@/features/playground/card-form/CardFormPlayground.client').then((module) => module.CardFormPlayground),
  binLookup: () => import('@/features/playground/bin-lookup/BinLookupPlayground.client').then((module) => module.BinLookupPlayground),
}

/** Start loading a little before the section scrolls into view, so it is live when it arrives. */
const AHEAD = '200px 0px'

type Phase = 'still' | 'loading' | 'live' | 'failed'

/**
 * Shows the server's still preview (`children`, inert: nothing in it can be used yet) until the
 * surface's island has loaded, then the island in its place; both have the same markup, so
 * nothing moves. It loads when the section nears the viewport or when the visitor presses
 * "Try it". Pressed (or focused when the island arrives), focus moves into the surface and a
 * screen reader hears that it is ready.
 */
export function PlaygroundLoader({ surface, children }: { surface: PlaygroundSurface; children: ReactNode }) {
  const { name } = PLAYGROUND_SURFACES[surface]
  const [phase, setPhase] = useState<Phase>('still')
  const [island, setIsland] = useState<{ Surface: ComponentType } | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const root = useRef<HTMLDivElement>(null)
  const requested = useRef(false)
  const focusWhenLive = useRef(false)

  const load = useCallback(
    (pressed: boolean) => {
      if (pressed) focusWhenLive.current = true
      if (requested.current) return
      requested.current = true
      setPhase('loading')
      ISLANDS[surface]().then(
        (Surface) => {
          // The button a keyboard user is on is about to go: the surface takes the focus instead.
          if (root.current?.contains(document.activeElement)) focusWhenLive.current = true
          if (focusWhenLive.current) setAnnouncement(`${name} ready.`)
          setIsland({ Surface })
          setPhase('live')
        },
        () => {
          requested.current = false
          setPhase('failed')
        },
      )
    },
    [surface, name],
  )

  useEffect(() => {
    const element = root.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        load(false)
      },
      { rootMargin: AHEAD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [load])

  useEffect(() => {
    if (phase !== 'live' || !focusWhenLive.current) return
    focusWhenLive.current = false
    root.current?.querySelector<HTMLElement>('[data-playground-start]')?.focus()
  }, [phase])

  const action = phase === 'loading' ? 'Loading…' : phase === 'failed' ? 'Try again' : 'Try it'
  return (
    <div ref={root} role="region" aria-label={name}>
      <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-3 border-b border-slate-200 pb-4">
        <span className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/20 ring-inset">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-600" />
          Runs in your browser
        </span>
        <p className="min-w-0 flex-1 basis-60 text-sm text-slate-600">
          Nothing you type leaves this page: the tokens are fakes made from a hash, the same input always giving the same one.
        </p>
        {/* Without scripts the button could do nothing, so it shows only where they run. */}
        <div className="hidden min-h-11 items-center [@media(scripting:enabled)]:flex">
          {phase === 'live' ? (
            <span className="inline-flex items-center gap-2 text-sm font-semibold text-emerald-800">
              <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600" />
              Live
            </span>
          ) : (
            <button
              type="button"
              onClick={() => load(true)}
              aria-disabled={phase === 'loading' || undefined}
              // The visible words first, as spoken: "Try it: Relay playground".
              aria-label={`${action}: ${name}`}
              className={buttonClass('primary', 'light')}
            >
              {action}
            </button>
          )}
        </div>
      </div>
      {phase === 'failed' ? (
        <p role="alert" className={`${ERROR_CLASS} mb-4`}>
          The {name.toLowerCase()} could not load. Check your connection and try again.
        </p>
      ) : null}
      {island ? <island.Surface /> : <div inert>{children}</div>}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
