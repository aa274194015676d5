import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import type { ReactNode } from 'react'

import { brandName } from '@/features/seo/brand'
import { siteMetadata } from '@/features/seo/siteMetadata'
import { AfterHydrationIslands } from '@/features/shell/AfterHydrationIslands'
import { getEnv } from '@/lib/env'
import './globals.css'

// Self-hosted (next/font/local): no request ever goes to a font service.
const inter = localFont({
  src: './fonts/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
})
const mono = localFont({
  src: './fonts/jetbrains-mono-latin-400-normal.woff2',
  variable: '--font-jetbrains-mono',
  display: 'swap',
  weight: '400',
  preload: false,
})

/** Shared by every page: brand-named title template, Open Graph/Twitter defaults and the feed links. */
export async function generateMetadata(): Promise<Metadata> {
  return siteMetadata(await brandName(), getEnv().siteUrl)
}

export const viewport: Viewport = { themeColor: '#020617', width: 'device-width', initialScale: 1 }

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${mono.variable}`}>
      <body className="bg-white font-sans text-slate-900 antialiased">
        {children}
        <AfterHydrationIslands />
      </body>
    </html>
  )
}
