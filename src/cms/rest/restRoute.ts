import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'

import { authActionOf, throttleAuth } from './authThrottle'
import { checkBodyType } from './bodyType'
import { invalidDocumentId } from './documentIds'
import { missingFile, versionsOfUnversioned } from './missingResources'
import { noStore } from './noStore'
import { effectiveMethod, routeTarget } from './routeTarget'
import { refuseAnonymousUpload } from './uploadAuth'

type Config = SanitizedConfig | Promise<SanitizedConfig>
type Args = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, args: Args) => Promise<Response>

/**
 * Payload's REST handler for one method, behind the checks Payload leaves out: a body it
 * cannot parse (415/400), version routes of what has no versions (404), ids that cannot be
 * ids (404), throttled sign-in routes (429), anonymous uploads refused before their body is
 * read (403), a missing upload file answered 404 instead of 500, and no answer kept by a cache.
 * Every check sees the route Payload will run (routeTarget.ts), however the path is spelled.
 */
function guarded(configPromise: Config, payloadHandler: Handler): Handler {
  return async (incoming, args) => {
    const config = await configPromise
    const { slug } = await args.params
    const request = await checkBodyType(incoming)
    if (request instanceof Response) return request
    const target = routeTarget(config, slug, effectiveMethod(request))
    const refused =
      versionsOfUnversioned(target) ?? invalidDocumentId(target) ?? (await refuseAnonymousUpload(config, slug, request))
    if (refused) return noStore(target, request, refused)
    const handOver = () => payloadHandler(request, { params: Promise.resolve({ slug }) })
    const action = authActionOf(target)
    const response = action ? await throttleAuth(action, request.headers, handOver) : await missingFile(target, await handOver())
    return noStore(target, request, response)
  }
}

/** The exports of `src/app/(payload)/api/[...slug]/route.ts`. */
export function payloadRestRoute(config: Config) {
  return {
    GET: guarded(config, REST_GET(config)),
    POST: guarded(config, REST_POST(config)),
    DELETE: guarded(config, REST_DELETE(config)),
    PATCH: guarded(config, REST_PATCH(config)),
    PUT: guarded(config, REST_PUT(config)),
    OPTIONS: REST_OPTIONS(config),
  }
}
