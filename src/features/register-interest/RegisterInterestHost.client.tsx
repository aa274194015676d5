'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

import { REGISTER_INTEREST_EVENT, type RegisterInterestDetail } from './events'
import { focusPath } from '@/lib/focus/focusPath'
import type { RegisterInterestDialogProps } from './RegisterInterestDialog.client'

/** The dialog (Radix, motion, the form and its schema) is fetched on the first open event, never with the page. */
const RegisterInterestDialog = dynamic(
  () => import('./RegisterInterestDialog.client').then((module) => module.RegisterInterestDialog),
  { ssr: false },
)

type DialogState = Omit<RegisterInterestDialogProps, 'onOpenChange'>

/** Listens for the register-interest event on every page and keeps the last dialog content. */
export function RegisterInterestHost() {
  const [dialog, setDialog] = useState<DialogState | null>(null)

  useEffect(() => {
    const onOpen = (event: Event) => {
      const { detail } = event as CustomEvent<RegisterInterestDetail | null>
      if (!detail) return
      const path = focusPath()
      setDialog((current) => ({
        detail,
        open: true,
        opening: (current?.opening ?? 0) + 1,
        // A second event while open must not make the dialog itself the place to return to.
        returnPath: current?.open ? current.returnPath : path,
      }))
    }
    window.addEventListener(REGISTER_INTEREST_EVENT, onOpen)
    return () => window.removeEventListener(REGISTER_INTEREST_EVENT, onOpen)
  }, [])

  if (!dialog) return null
  return (
    <RegisterInterestDialog
      {...dialog}
      onOpenChange={(open) => setDialog((current) => current && { ...current, open })}
    />
  )
}
