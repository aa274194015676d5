'use client'

import { OverlayClose, OverlayDescription, OverlayShell, OverlayTitle } from '@/ui/OverlayShell.client'
import { useOverlayReturn, type OverlayHostProps } from '@/ui/useOverlayReturn'

import { Icon } from '../icons/Icon'
import type { RegisterInterestDetail } from './events'
import { RegisterInterestForm } from './RegisterInterestForm.client'
import { DIALOG_ANIMATION_SECONDS, slideOffset } from './slideIn'
import { useMotionAxis } from './useMotionAxis'

export type RegisterInterestDialogProps = OverlayHostProps & {
  detail: RegisterInterestDetail
  /** Counts the openings, so each one starts from an empty form. */
  opening: number
}

/**
 * Register-interest dialog: it slides in sideways on wide screens and up on narrow ones, and
 * fades; visitors who ask for less motion get the fade alone (see OverlayShell).
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
  const { returnTo, leave } = useOverlayReturn(returnPath)

  return (
    <OverlayShell
      open={open}
      onOpenChange={onOpenChange}
      returnTo={returnTo}
      panelMotion={{
        from: { opacity: 0, ...offset },
        to: { opacity: 1, x: 0, y: 0 },
        seconds: DIALOG_ANIMATION_SECONDS,
      }}
      panelProps={{ 'data-motion-axis': axis }}
      panelClassName="fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-card bg-white p-6 text-slate-900 shadow-overlay outline-none sm:p-8"
    >
      <div className="flex items-start gap-4">
        {detail.icon ? (
          <span
            className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-600/10 text-brand-600"
            data-testid="register-interest-icon"
          >
            <Icon name={detail.icon} className="size-6" />
          </span>
        ) : null}
        <div className="flex-1">
          <OverlayTitle className="text-xl font-semibold">{detail.title}</OverlayTitle>
          <OverlayDescription className="mt-1 text-sm text-slate-600">{detail.text}</OverlayDescription>
        </div>
        <OverlayClose />
      </div>
      <RegisterInterestForm
        key={opening}
        topic={detail.topic}
        onSubmitted={() => {
          leave()
          onOpenChange(false)
        }}
      />
    </OverlayShell>
  )
}
