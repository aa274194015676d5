'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useReducer } from 'react'

import { noRefusal, standingRefusal } from './standingRefusal'

/**
 * The message a refused save left at this field, while it stands (standingRefusal.ts): until the
 * value changes or a save goes through. Payload clears a field's mark moments after a refused
 * save shows it; fields that must keep telling the editor why call this with their useField state.
 */
export function useStandingRefusal({ valid, errorMessage, value }: { valid: boolean | undefined; errorMessage: string | undefined; value: unknown }) {
  const { lastUpdateTime } = useDocumentInfo()
  const [refused, observe] = useReducer(standingRefusal, lastUpdateTime, noRefusal)
  useEffect(() => {
    observe({ valid, errorMessage, value, savedAt: lastUpdateTime })
  }, [valid, errorMessage, value, lastUpdateTime])
  return refused.refusal?.message
}
