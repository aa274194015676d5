'use client'

import { OverlayClose, OverlayDescription, OverlayShell, OverlayTitle } from '@/ui/OverlayShell.client'
import type { OverlayHostProps } from '@/ui/useOverlayReturn'

import { calendlySchedulingUrl } from './calendlyUrl'
import { useCalendlyWidget } from './useCalendlyWidget'

export type DemoBookingModalProps = OverlayHostProps & {
  calendlyUrl: string
  email: string
}

/** Demo-booking modal: Calendly's scheduler for the email the visitor gave; it appears at once, without motion. */
export function DemoBookingModal({ calendlyUrl, email, open, returnPath, onOpenChange }: DemoBookingModalProps) {
  const { status, attach } = useCalendlyWidget(calendlyUrl, email)

  return (
    <OverlayShell
      open={open}
      onOpenChange={onOpenChange}
      returnTo={() => returnPath}
      panelClassName="fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-4xl flex-col overflow-hidden rounded-card bg-white text-slate-900 shadow-overlay outline-none"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
        <div>
          <OverlayTitle className="text-lg font-semibold">Book a demo</OverlayTitle>
          <OverlayDescription className="mt-1 text-sm text-slate-600">
            Pick a time that suits you; the invitation goes to {email}.
          </OverlayDescription>
        </div>
        <OverlayClose />
      </div>
      <div className="relative h-[700px] min-h-0 shrink">
        {status === 'loading' ? (
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-sm text-slate-600"
          >
            <span
              className="size-8 animate-spin rounded-full border-4 border-brand-600/20 border-t-brand-600"
              aria-hidden="true"
            />
            Loading the scheduler…
          </div>
        ) : null}
        {status === 'failed' ? (
          // Without the script there is no embed; Calendly's own page still books the same demo.
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-sm"
          >
            <p>The scheduler could not be loaded.</p>
            <a href={calendlySchedulingUrl(calendlyUrl)} className="font-semibold text-brand-600 underline">
              Book your demo on Calendly
            </a>
          </div>
        ) : null}
        <div ref={attach} className="h-full" />
      </div>
    </OverlayShell>
  )
}
