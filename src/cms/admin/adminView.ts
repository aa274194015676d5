/*
 * What Payload's admin page and its not-found page (app/(payload)/admin/[[...segments]]) share:
 * the route's arguments and its metadata, which Payload's template writes out in both.
 */
import type { Metadata } from 'next'

import config from '@payload-config'
import { generatePageMetadata } from '@payloadcms/next/views'

export type AdminViewArgs = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateAdminMetadata = ({ params, searchParams }: AdminViewArgs): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })
