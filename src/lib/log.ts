import { pino, type Logger } from 'pino'

import { getEnv } from './env'

/**
 * The one structured logger (JSON lines on stdout). Messages name what happened and carry ids
 * (request id, lead id, job id), never personal data: no email, name, message text, IP address
 * or user agent. The redaction below is a safety net for a field passed by mistake, not a licence.
 */
let logger: Logger | undefined

export function log(): Logger {
  logger ??= pino({
    level: getEnv().LOG_LEVEL,
    base: { service: 'cipherwell-site' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['email', '*.email', 'name', '*.name', 'ip', '*.ip', 'message', 'userAgent', 'req.headers', 'headers'],
      censor: '[redacted]',
    },
  })
  return logger
}
