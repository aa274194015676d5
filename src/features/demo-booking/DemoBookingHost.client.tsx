'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'

import { focusPath } from '@/lib/focus/focusPath'
import type { DemoBookingModalProps } from './DemoBookingModal.client'
import { BOOK_DEMO_EVENT, type BookDemoDetail } from './events'

/** The modal (Radix) and the booking side effects (analytics, attribution, zod) are fetched on the first event, never with the page. */
const DemoBookingModal = dynamic(() => import('./DemoBookingModal.client').then((module) => module.DemoBookingModal), {
  ssr: false,
})

type Booking = Pick<DemoBookingModalProps, 'email' | 'open' | 'returnPath'>

/** Listens for the book-demo event on every page; each email starts a booking once per page. */
export function DemoBookingHost({ calendlyUrl }: { calendlyUrl: string }) {
  const [booking, setBooking] = useState<Booking | null>(null)
  const started = useRef(new Set<string>())

  useEffect(() => {
    const onBook = (event: Event) => {
      const email = (event as CustomEvent<BookDemoDetail | null>).detail?.email
      if (!email) return
      if (!started.current.has(email)) {
        started.current.add(email)
        // Fire-and-forget like the request it sends: a failed chunk load must not block the scheduler.
        import('./startDemoBooking').then((module) => module.startDemoBooking(email)).catch(() => {})
      }
      const path = focusPath()
      // A second event while open must not make the modal itself the place to return to.
      setBooking((current) => ({ email, open: true, returnPath: current?.open ? current.returnPath : path }))
    }
    window.addEventListener(BOOK_DEMO_EVENT, onBook)
    return () => window.removeEventListener(BOOK_DEMO_EVENT, onBook)
  }, [])

  if (!booking) return null
  return (
    // One modal per email; its widget is kept per email (useCalendlyWidget), so A, B, A initialises A once.
    <DemoBookingModal
      key={booking.email}
      calendlyUrl={calendlyUrl}
      email={booking.email}
      open={booking.open}
      returnPath={booking.returnPath}
      onOpenChange={(open) => setBooking((current) => current && { ...current, open })}
    />
  )
}
