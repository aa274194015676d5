'use client'

import { OverlayClose, OverlayDescription, OverlayShell, OverlayTitle } from '@/ui/OverlayShell.client'

import { SALES_TEXT, SALES_TITLE } from './copy'
import { close, getOpenedFrom, type SalesDrawerConfig } from './drawerStore'
import { SalesForm } from './SalesForm.client'
import { SalesReassurance } from './SalesReassurance'

const SLIDE = { from: { x: '100%' }, to: { x: 0 }, seconds: 0.3 }

/**
 * The slide-in sales drawer: the sales form, sliding in from the right (full width on phones),
 * with who answers and how fast below it, or beside it from 1200 px, where the drawer widens.
 */
export function SalesDrawer({ config, captchaSiteKey }: { config: SalesDrawerConfig | null; captchaSiteKey: string }) {
  return (
    <OverlayShell
      open={config !== null}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      returnTo={getOpenedFrom}
      panelMotion={SLIDE}
      panelProps={{ 'data-testid': 'sales-drawer' }}
      panelClassName="fixed inset-y-0 right-0 z-50 flex w-full flex-col overflow-y-auto bg-white shadow-overlay desk:max-w-lg wide:max-w-4xl"
    >
      {config ? (
        <>
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-5">
            <div>
              <OverlayTitle className="text-2xl font-bold tracking-tight text-slate-900">
                {config.title || SALES_TITLE}
              </OverlayTitle>
              <OverlayDescription className="mt-2 text-slate-600">{SALES_TEXT}</OverlayDescription>
            </div>
            <OverlayClose />
          </div>
          <div className="flex flex-1 flex-col wide:grid wide:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="px-6 py-6">
              <SalesForm context={config.context} topic={config.topic} captchaSiteKey={captchaSiteKey} />
            </div>
            <SalesReassurance />
          </div>
        </>
      ) : null}
    </OverlayShell>
  )
}
