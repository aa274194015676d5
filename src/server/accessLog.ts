import type { IncomingMessage, ServerResponse } from 'node:http'

import { pinoHttp } from 'pino-http'

import { log } from '@/lib/log'

/**
 * One JSON line per request: request id, method, path (without its query string, which can
 * carry a preview path or campaign data), status and duration. No address, user agent, cookie
 * or any other header: none of it is needed to run the site, and all of it is personal data.
 * Next's own files are not logged; they are immutable and would drown the rest.
 */
export const accessLog = pinoHttp<IncomingMessage, ServerResponse>({
  logger: log(),
  genReqId: (req) => String(req.headers['x-request-id']),
  autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/_next/static/') },
  customProps: (req) => ({ requestId: req.id }),
  customAttributeKeys: { responseTime: 'durationMs' },
  serializers: {
    req: (req: { method?: string; url?: string }) => ({ method: req.method, path: (req.url ?? '').split('?')[0] }),
    res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
  },
  customSuccessMessage: () => 'request completed',
  customErrorMessage: () => 'request failed',
})
