'use client'

import { useEffect } from 'react'

import { startIntegrations } from './startIntegrations'
import type { Integrations } from './types'

/** Starts the page's third-party integrations once; see startIntegrations.ts. Renders nothing. */
export function IntegrationsHost({ integrations, cookieDomain }: { integrations: Integrations; cookieDomain?: string }) {
  useEffect(() => startIntegrations(integrations, cookieDomain), [integrations, cookieDomain])
  return null
}
