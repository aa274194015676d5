/* Payload's GraphQL API, its sign-in mutations throttled per address like the REST routes (src/cms/rest). */
import config from '@payload-config'

import { payloadGraphqlRoute } from '@/cms/rest/graphqlRoute'

const route = payloadGraphqlRoute(config)

export const POST = route.POST
export const OPTIONS = route.OPTIONS
