/* Payload's admin not-found page, as Payload generates it, with what it shares with page.tsx in cms/admin/adminView.ts. */
import config from '@payload-config'
import { NotFoundPage } from '@payloadcms/next/views'
import { generateAdminMetadata, type AdminViewArgs } from '@/cms/admin/adminView'

import { importMap } from '../importMap'

export const generateMetadata = generateAdminMetadata

const NotFound = ({ params, searchParams }: AdminViewArgs) => NotFoundPage({ config, params, searchParams, importMap })

export default NotFound
