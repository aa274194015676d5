'use client'

import { useId, useState } from 'react'

import { INITIAL_BIN } from './binSamples'
import { BinLookupView } from './BinLookupView'

/** The BIN lookup playground's island: every answer comes from the table in this chunk; nothing is fetched. */
export function BinLookupPlayground() {
  const [digits, setDigits] = useState(INITIAL_BIN)
  return <BinLookupView id={useId()} digits={digits} onDigits={setDigits} />
}
