/* Payload's REST API behind the checks in src/cms/rest (body types, sign-in throttling, uploads, missing routes). */
import config from '@payload-config'

import { payloadRestRoute } from '@/cms/rest/restRoute'

const route = payloadRestRoute(config)

export const GET = route.GET
export const POST = route.POST
export const DELETE = route.DELETE
export const PATCH = route.PATCH
export const PUT = route.PUT
export const OPTIONS = route.OPTIONS
