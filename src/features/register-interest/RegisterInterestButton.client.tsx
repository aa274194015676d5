'use client'

import type { ReactNode } from 'react'

import { openRegisterInterest, type RegisterInterestDetail } from './events'

export function RegisterInterestButton({
  detail,
  className,
  children,
  onOpened,
}: {
  detail: RegisterInterestDetail
  className?: string
  children: ReactNode
  onOpened?: () => void
}) {
  return (
    <button
      type="button"
      className={className}
      data-topic={detail.topic}
      onClick={() => {
        openRegisterInterest(detail)
        onOpened?.()
      }}
    >
      {children}
    </button>
  )
}
