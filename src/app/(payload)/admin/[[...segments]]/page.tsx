/* Payload's admin page, as Payload generates it, with what it shares with not-found.tsx in cms/admin/adminView.ts. */
import config from '@payload-config'
import { RootPage } from '@payloadcms/next/views'
import { generateAdminMetadata, type AdminViewArgs } from '@/cms/admin/adminView'

import { importMap } from '../importMap'

export const generateMetadata = generateAdminMetadata

const Page = ({ params, searchParams }: AdminViewArgs) => RootPage({ config, params, searchParams, importMap })

export default Page
