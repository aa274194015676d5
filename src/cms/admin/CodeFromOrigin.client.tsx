'use client'

import loader from '@monaco-editor/loader'
import { CodeComponent } from '@payloadcms/richtext-lexical/client'
import { ShimmerEffect } from '@payloadcms/ui'
import { useEffect, useState, type ComponentProps } from 'react'

import { MONACO_URL_PATH } from './monacoAssets'

let monacoFromOrigin: Promise<void> | undefined

/** Monaco from our origin, once per admin session, left on `window` for Payload's loader (monacoAssets.ts). */
function loadMonacoFromOrigin(): Promise<void> {
  monacoFromOrigin ??= (() => {
    loader.config({ paths: { vs: MONACO_URL_PATH } })
    return loader.init().then((monaco) => {
      ;(window as unknown as { monaco: typeof monaco }).monaco = monaco
    })
  })()
  return monacoFromOrigin
}

/** The code block's code field: Payload's own, shown once Monaco has come from our origin. */
export function CodeFromOrigin(props: ComponentProps<typeof CodeComponent>) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let current = true
    void loadMonacoFromOrigin().then(() => current && setReady(true))
    return () => {
      current = false
    }
  }, [])
  return ready ? <CodeComponent {...props} /> : <ShimmerEffect height={56} />
}
