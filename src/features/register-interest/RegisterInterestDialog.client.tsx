'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { AnimatePresence, MotionConfig, motion } from 'motion/react'
import { useRef } from 'react'

import { Icon } from '../icons/Icon'
import type { RegisterInterestDetail } from './events'
import { RegisterInterestForm } from './RegisterInterestForm.client'
import { returnFocus } from '@/lib/focus/returnFocus'
import { DIALOG_ANIMATION_SECONDS, slideOffset } from './slideIn'
import { useMotionAxis } from './useMotionAxis'

export type RegisterInterestDialogProps = {
  detail: RegisterInterestDetail
  open: boolean
  /** Counts the openings, so each one starts from an empty form. */
  opening: number
  /** Where focus was when the dialog was asked to open (see focusPath). */
  returnPath: readonly Element[]
  onOpenChange: (open: boolean) => void
}

/**
 * Register-interest dialog. Radix gives the focus trap, Escape and outside-click dismissal;
 * forceMount hands mounting to AnimatePresence so closing animates as well as opening.
 * reducedMotion="user" drops the slide (keeping the fade) for visitors who ask for less motion.
 */
export function RegisterInterestDialog({
  detail,
  open,
  opening,
  returnPath,
  onOpenChange,
}: RegisterInterestDialogProps) {
  const axis = useMotionAxis()
  const offset = slideOffset(axis)
  // After a signup the visitor moves to the thank-you page, where focus belongs to the new page.
  const leaving = useRef(false)

  return (
    <MotionConfig reducedMotion="user" transition={{ duration: DIALOG_ANIMATION_SECONDS }}>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <AnimatePresence>
          {open ? (
            <Dialog.Portal forceMount key="register-interest">
              <Dialog.Overlay asChild>
                <motion.div
                  className="fixed inset-0 z-50 bg-slate-950/60"
                  initial={{ opacity: 0 }}
                  animate={{ opacity: 1 }}
                  exit={{ opacity: 0 }}
                />
              </Dialog.Overlay>
              <Dialog.Content
                asChild
                onCloseAutoFocus={(event) => {
                  event.preventDefault()
                  if (leaving.current) leaving.current = false
                  else returnFocus(returnPath)
                }}
              >
                <motion.div
                  data-motion-axis={axis}
                  initial={{ opacity: 0, ...offset }}
                  animate={{ opacity: 1, x: 0, y: 0 }}
                  exit={{ opacity: 0, ...offset }}
                  className="fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 shadow-2xl outline-none sm:p-8"
                >
                  <div className="flex items-start gap-4">
                    {detail.icon ? (
                      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-600/10 text-brand-600">
                        <Icon name={detail.icon} className="size-6" />
                      </span>
                    ) : null}
                    <div>
                      <Dialog.Title className="text-xl font-semibold">{detail.title}</Dialog.Title>
                      <Dialog.Description className="mt-1 text-sm text-slate-600">{detail.text}</Dialog.Description>
                    </div>
                  </div>
                  <RegisterInterestForm
                    key={opening}
                    topic={detail.topic}
                    onSubmitted={() => {
                      leaving.current = true
                      onOpenChange(false)
                    }}
                  />
                </motion.div>
              </Dialog.Content>
            </Dialog.Portal>
          ) : null}
        </AnimatePresence>
      </Dialog.Root>
    </MotionConfig>
  )
}
