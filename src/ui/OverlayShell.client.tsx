'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { AnimatePresence, LazyMotion, MotionConfig, domAnimation, m, type TargetAndTransition } from 'motion/react'
import { useRef, type ReactNode } from 'react'

import { returnFocus } from '@/lib/focus/returnFocus'

import { CloseIcon } from './CloseIcon'

/** How the panel comes and goes, over `seconds`; the backdrop fades alongside. None: both appear and leave at once. */
export type PanelMotion = { from: TargetAndTransition; to: TargetAndTransition; seconds: number }

const BACKDROP = { initial: { opacity: 0 }, animate: { opacity: 1 }, exit: { opacity: 0 } }

/**
 * The site's one modal overlay, behind the sales drawer, the register-interest dialog and the
 * demo-booking modal. Radix gives the modal behaviour (focus trap, Escape, outside click, an
 * inert page behind, the title and description announced); motion fades the backdrop and moves
 * the panel, AnimatePresence keeping the last content on screen while it leaves, and
 * reducedMotion="user" keeps only the fade for visitors who ask for less motion.
 *
 * Focus: on opening, the element marked `data-autofocus` if there is one, else Radix's first
 * focusable element; on closing, back to what opened the overlay (`returnTo()`, a path from
 * focusPath, since an event rather than a Radix trigger opens it), or nowhere when it gives
 * null (the visitor is leaving for another page).
 */
export function OverlayShell({
  open,
  onOpenChange,
  returnTo,
  panelClassName,
  panelMotion,
  panelProps,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnTo: () => readonly Element[] | null
  panelClassName: string
  panelMotion?: PanelMotion
  /** Attributes for the panel (data-testid, data-*). */
  panelProps?: Record<`data-${string}`, string>
  children: ReactNode
}) {
  const panel = useRef<HTMLDivElement>(null)
  const seconds = panelMotion?.seconds ?? 0
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <LazyMotion features={domAnimation} strict>
        <MotionConfig reducedMotion="user" transition={{ duration: seconds, ease: 'easeOut' }}>
          <AnimatePresence>
            {open ? (
              <Dialog.Portal forceMount key="overlay">
                <Dialog.Overlay forceMount asChild>
                  <m.div className="fixed inset-0 z-50 bg-slate-950/60" {...BACKDROP} />
                </Dialog.Overlay>
                <Dialog.Content
                  forceMount
                  asChild
                  onOpenAutoFocus={(event) => {
                    const marked = panel.current?.querySelector<HTMLElement>('[data-autofocus]')
                    if (!marked) return
                    event.preventDefault()
                    marked.focus()
                  }}
                  onCloseAutoFocus={(event) => {
                    event.preventDefault()
                    const path = returnTo()
                    if (path) returnFocus(path)
                  }}
                >
                  <m.div
                    ref={panel}
                    {...panelProps}
                    className={panelClassName}
                    initial={panelMotion ? panelMotion.from : false}
                    animate={panelMotion?.to}
                    exit={panelMotion?.from}
                  >
                    {children}
                  </m.div>
                </Dialog.Content>
              </Dialog.Portal>
            ) : null}
          </AnimatePresence>
        </MotionConfig>
      </LazyMotion>
    </Dialog.Root>
  )
}

/** The title (and its description) of an overlay, as Radix names the dialog by them. */
export const OverlayTitle = Dialog.Title
export const OverlayDescription = Dialog.Description

/** The ✕ that closes an overlay: a 44 px target, named "Close". */
export function OverlayClose() {
  return (
    <Dialog.Close
      aria-label="Close"
      className="-mr-2 inline-flex size-11 flex-none items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <CloseIcon className="size-6" />
    </Dialog.Close>
  )
}
