'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { AnimatePresence, LazyMotion, MotionConfig, domAnimation, m } from 'motion/react'
import { useRef } from 'react'

import { SALES_TEXT, SALES_TITLE } from './copy'
import { close, getOpenedFrom, type SalesDrawerConfig } from './drawerStore'
import { returnFocus } from '@/lib/focus/returnFocus'
import { SalesForm } from './SalesForm.client'
import { CloseIcon } from '../icons/CloseIcon'

const SLIDE = { duration: 0.3, ease: 'easeOut' } as const

/**
 * The slide-in sales drawer. Radix gives the modal behaviour (focus trap, Escape,
 * click outside, inert background); motion plays the slide, and AnimatePresence keeps the
 * last config on screen while the drawer slides out.
 */
export function SalesDrawer({ config, captchaSiteKey }: { config: SalesDrawerConfig | null; captchaSiteKey: string }) {
  const contentRef = useRef<HTMLDivElement>(null)

  return (
    <Dialog.Root
      open={config !== null}
      onOpenChange={(open) => {
        if (!open) close()
      }}
    >
      <LazyMotion features={domAnimation} strict>
        <MotionConfig reducedMotion="user">
          <AnimatePresence>
            {config ? (
              <Dialog.Portal key="sales-drawer" forceMount>
                <Dialog.Overlay forceMount asChild>
                  <m.div
                    className="fixed inset-0 z-50 bg-slate-950/60"
                    initial={{ opacity: 0 }}
                    animate={{ opacity: 1 }}
                    exit={{ opacity: 0 }}
                    transition={SLIDE}
                  />
                </Dialog.Overlay>
                <Dialog.Content
                  forceMount
                  asChild
                  onOpenAutoFocus={(event) => {
                    event.preventDefault()
                    contentRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
                  }}
                  onCloseAutoFocus={(event) => {
                    event.preventDefault()
                    returnFocus(getOpenedFrom())
                  }}
                >
                  <m.div
                    ref={contentRef}
                    data-testid="sales-drawer"
                    className="fixed inset-y-0 right-0 z-50 flex w-full flex-col overflow-y-auto bg-white shadow-2xl desk:max-w-lg"
                    initial={{ x: '100%' }}
                    animate={{ x: 0 }}
                    exit={{ x: '100%' }}
                    transition={SLIDE}
                  >
                    <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-5">
                      <div>
                        <Dialog.Title className="text-2xl font-bold tracking-tight text-slate-900">
                          {config.title || SALES_TITLE}
                        </Dialog.Title>
                        <Dialog.Description className="mt-2 text-slate-600">{SALES_TEXT}</Dialog.Description>
                      </div>
                      <Dialog.Close
                        aria-label="Close"
                        className="-mr-2 inline-flex size-11 flex-none items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                      >
                        <CloseIcon className="size-6" />
                      </Dialog.Close>
                    </div>
                    <div className="px-6 py-6">
                      <SalesForm context={config.context} topic={config.topic} captchaSiteKey={captchaSiteKey} />
                    </div>
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
