import path from 'node:path'
import { z } from 'zod'

import { addressList, httpsOriginList, securityContact } from './envLists'
import { sentryDsnParts } from './sentryDsn'

/** A site on a real host, as opposed to a local `npm start` on localhost or a loopback address. */
function isDeployed(siteUrl: string | undefined): boolean {
  if (!siteUrl) return false
  const host = new URL(siteUrl).hostname
  return !['localhost', '127.0.0.1', '[::1]'].includes(host) && !host.endsWith('.localhost')
}

/** An empty variable (`FOO=` in a .env file) means "unset", as it does for most tools. */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/**
 * The whole environment, parsed once. Every variable is listed in `.env.example`.
 * A bad value fails at start with the variable's name, never later at first use.
 */
const schema = z
  .object({
    NODE_ENV: z.preprocess(blankAsUnset, z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(65535).default(3000)),
    // The address the server listens on. Unset: every address (a container, where the proxy is another
    // host). With deploy/nginx.conf on the same host, 127.0.0.1 keeps the app port off the network.
    LISTEN_HOST: z.preprocess(blankAsUnset, z.string().regex(/^[\w.:-]+$/, 'must be an address such as 127.0.0.1').optional()),
    DATA_DIR: z.preprocess(blankAsUnset, z.string().default('data')),
    DATABASE_URL: z.preprocess(
      blankAsUnset,
      z
        .string()
        .optional()
        .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
          message: 'must be a postgres:// or postgresql:// URL (leave unset for the embedded SQLite file)',
        }),
    ),
    PAYLOAD_SECRET: z.preprocess(blankAsUnset, z.string().min(32, 'must be at least 32 characters').optional()),
    ADMIN_EMAIL: z.preprocess(blankAsUnset, z.email('must be an email address').optional()),
    ADMIN_PASSWORD: z.preprocess(blankAsUnset, z.string().min(12, 'must be at least 12 characters').optional()),
    SITE_URL: z.preprocess(blankAsUnset, z.url('must be an absolute URL such as https://www.example.com').optional()),
    REVALIDATE_URL: z.preprocess(blankAsUnset, z.url('must be an absolute URL such as http://127.0.0.1:3000').optional()),
    // The admin's origin when editors reach /admin on another host than SITE_URL (e.g. https://cms.example.com):
    // the CMS accepts its session cookie from SITE_URL's origin and this one only.
    ADMIN_URL: z.preprocess(blankAsUnset, z.url('must be an absolute URL such as https://cms.example.com').optional()),
    // hCaptcha's published test site key by default: it always passes, so a local site works without an account.
    HCAPTCHA_SITEKEY: z.preprocess(blankAsUnset, z.string().default('10000000-ffff-ffff-ffff-000000000001')),
    HCAPTCHA_SECRET: z.preprocess(blankAsUnset, z.string().optional()),
    HCAPTCHA_VERIFY_URL: z.preprocess(blankAsUnset, z.url('must be an absolute URL').default('https://api.hcaptcha.com/siteverify')),
    CAPTCHA_DISABLED: z.preprocess(blankAsUnset, z.stringbool().default(false)),
    // The product's cookie domain (e.g. cipherwell.com): consent and attribution cookies are shared
    // with its subdomains. Unset, SITE_URL's registrable domain is used (src/lib/cookieDomain.ts).
    COOKIE_DOMAIN: z.preprocess(
      blankAsUnset,
      z
        .string()
        .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a domain such as cipherwell.com')
        .optional(),
    ),
    REDIS_URL: z.preprocess(blankAsUnset, z.url('must be a redis:// URL').optional()),
    // Lead endpoints: requests per IP and form within the window, then 429.
    LEAD_RATE_LIMIT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(10)),
    LEAD_RATE_WINDOW_SECONDS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(600)),
    // Site search (/api/search and /search): requests per IP per minute, then 429. Typing in the
    // search dialog sends a request per pause, and an office behind one address shares the count.
    SEARCH_RATE_LIMIT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(300)),
    // CMS sign-in: failed logins, password-reset requests and unlocks per IP within the window, then 429.
    AUTH_RATE_LIMIT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(10)),
    AUTH_RATE_WINDOW_SECONDS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(900)),
    // Payload's GraphQL API (/api/graphql). The site and the admin use neither it nor its schema, so it is
    // off (404) unless an integration needs it; on, each request is cost-limited (src/cms/graphql/queryCost.ts).
    GRAPHQL_ENABLED: z.preprocess(blankAsUnset, z.stringbool().default(false)),
    // Peers whose X-Forwarded-For / X-Real-IP the production server believes (the proxy in front of
    // it); anyone else is counted by the socket's address. deploy/nginx.conf runs on the same host.
    TRUSTED_PROXIES: z.preprocess(blankAsUnset, addressList.default(['127.0.0.1', '::1'])),
    // Where leads go: stored only (none), HubSpot's Forms API, or a signed webhook.
    CRM_ADAPTER: z.preprocess(blankAsUnset, z.enum(['none', 'hubspot', 'webhook']).default('none')),
    HUBSPOT_PORTAL_ID: z.preprocess(blankAsUnset, z.string().optional()),
    HUBSPOT_FORM_ID: z.preprocess(blankAsUnset, z.string().optional()),
    HUBSPOT_API_URL: z.preprocess(blankAsUnset, z.url().default('https://api.hsforms.com')),
    CRM_WEBHOOK_URL: z.preprocess(blankAsUnset, z.url('must be an absolute URL').optional()),
    CRM_WEBHOOK_SECRET: z.preprocess(blankAsUnset, z.string().min(32, 'must be at least 32 characters').optional()),
    // First retry delay of a failed delivery; it doubles each time (see src/cms/jobs/retries.ts).
    LEAD_RETRY_BASE_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(10).default(60_000)),
    // This process runs the lead delivery queue. Set false on all but one instance when scaling out.
    JOBS_RUNNER: z.preprocess(blankAsUnset, z.stringbool().default(true)),
    // Optional email to sales for each new lead, through SMTP (smtp:// or smtps://user:pass@host:port).
    SMTP_URL: z.preprocess(blankAsUnset, z.url('must be an smtp:// or smtps:// URL').optional()),
    EMAIL_FROM_ADDRESS: z.preprocess(blankAsUnset, z.email('must be an email address').optional()),
    EMAIL_FROM_NAME: z.preprocess(blankAsUnset, z.string().default('Cipherwell website')),
    LEAD_NOTIFY_TO: z.preprocess(
      blankAsUnset,
      z
        .string()
        .transform((list) => list.split(',').map((address) => address.trim()))
        .pipe(z.array(z.email('must be email addresses separated by commas')))
        .optional(),
    ),
    // Third-party integrations, each off while unset. The browser loads the consent-gated ones
    // (tag manager, HubSpot tracking, chat, LinkedIn, the customer-data pipeline) only after the
    // visitor accepts cookies; see src/features/integrations.
    GTM_ID: z.preprocess(blankAsUnset, z.string().regex(/^GTM-[A-Z0-9]+$/, 'must be a container id such as GTM-ABC123').optional()),
    LINKEDIN_PARTNER_ID: z.preprocess(blankAsUnset, z.string().regex(/^\d+$/, 'must be a numeric partner id').optional()),
    // Live chat (Intercom's messenger); every visitor identity is signed here (HS256 JWT) with the secret.
    INTERCOM_APP_ID: z.preprocess(blankAsUnset, z.string().regex(/^[a-z0-9]+$/i, 'must be an Intercom app id').optional()),
    CHAT_IDENTITY_SECRET: z.preprocess(blankAsUnset, z.string().min(32, 'must be at least 32 characters').optional()),
    // Segment (or any Segment-compatible pipeline): the browser posts to our /api/pipeline tunnel,
    // which forwards to this host.
    SEGMENT_WRITE_KEY: z.preprocess(blankAsUnset, z.string().regex(/^[\w-]+$/, 'must be a Segment write key').optional()),
    ANALYTICS_PIPELINE_URL: z.preprocess(blankAsUnset, z.url('must be an absolute URL').default('https://api.segment.io')),
    // Cookieless page analytics: the site's script URL from the Plausible dashboard
    // (https://plausible.io/js/pa-XXXXX.js). Our /js/script.js and /api/event routes proxy it,
    // so the browser never contacts Plausible itself.
    PLAUSIBLE_SCRIPT_URL: z.preprocess(blankAsUnset, z.url('must be an absolute URL such as https://plausible.io/js/pa-XXXXX.js').optional()),
    // Error reporting (Sentry or a self-hosted Sentry-compatible server); off while unset.
    SENTRY_DSN: z.preprocess(blankAsUnset, z.url('must be a DSN such as https://key@o1.ingest.sentry.io/1').optional()),
    SENTRY_ENVIRONMENT: z.preprocess(blankAsUnset, z.string().optional()),
    // Uploaded media in an S3-compatible bucket instead of DATA_DIR (needed with several instances).
    // Credentials may also come from the AWS SDK's usual sources (instance role, AWS_* variables).
    S3_BUCKET: z.preprocess(blankAsUnset, z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name').optional()),
    S3_REGION: z.preprocess(blankAsUnset, z.string().default('us-east-1')),
    // A non-AWS endpoint (MinIO, R2, Ceph …); path-style addressing is usual for those.
    S3_ENDPOINT: z.preprocess(blankAsUnset, z.url('must be an absolute URL such as https://s3.example.com').optional()),
    S3_FORCE_PATH_STYLE: z.preprocess(blankAsUnset, z.stringbool().default(false)),
    S3_ACCESS_KEY_ID: z.preprocess(blankAsUnset, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(blankAsUnset, z.string().optional()),
    // Structured JSON logs (pino) at this level and above.
    LOG_LEVEL: z.preprocess(blankAsUnset, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
    // On SIGTERM: stop accepting, let requests in flight (lead writes among them) finish for up to this long, exit.
    SHUTDOWN_TIMEOUT_SECONDS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(600).default(25)),
    // Extra https origins for the public pages' Content-Security-Policy, for tags the tag manager
    // injects from hosts src/features/security/integrationSources.ts does not list.
    CSP_EXTRA_SCRIPT_SRC: z.preprocess(blankAsUnset, httpsOriginList.default([])),
    CSP_EXTRA_CONNECT_SRC: z.preprocess(blankAsUnset, httpsOriginList.default([])),
    CSP_EXTRA_IMG_SRC: z.preprocess(blankAsUnset, httpsOriginList.default([])),
    CSP_EXTRA_FRAME_SRC: z.preprocess(blankAsUnset, httpsOriginList.default([])),
    // /.well-known/security.txt: where vulnerability reports go (default mailto:security@<SITE_URL's host>)
    // and the disclosure policy it points to (default the one served beside it).
    SECURITY_CONTACT: z.preprocess(blankAsUnset, securityContact.optional()),
    SECURITY_POLICY_URL: z.preprocess(
      blankAsUnset,
      z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
    ),
    CALENDLY_URL: z.preprocess(
      blankAsUnset,
      z.url('must be an absolute URL such as https://calendly.com/your-team/demo').default('https://calendly.com/cipherwell/demo'),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.CRM_ADAPTER === 'hubspot') {
      for (const key of ['HUBSPOT_PORTAL_ID', 'HUBSPOT_FORM_ID'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when CRM_ADAPTER=hubspot' })
      }
    }
    if (env.CRM_ADAPTER === 'webhook') {
      for (const key of ['CRM_WEBHOOK_URL', 'CRM_WEBHOOK_SECRET'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when CRM_ADAPTER=webhook' })
      }
    }
    // A deployed site (SITE_URL on a real host) must verify captchas, or say explicitly that it does not.
    if (env.NODE_ENV === 'production' && isDeployed(env.SITE_URL) && !env.HCAPTCHA_SECRET && !env.CAPTCHA_DISABLED) {
      ctx.addIssue({
        code: 'custom',
        path: ['HCAPTCHA_SECRET'],
        message: 'is required in production (or set CAPTCHA_DISABLED=true to run without captcha verification)',
      })
    }
    if (env.SMTP_URL && !/^smtps?:$/.test(new URL(env.SMTP_URL).protocol)) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'must be an smtp:// or smtps:// URL' })
    }
    if (env.SMTP_URL && !env.EMAIL_FROM_ADDRESS) {
      ctx.addIssue({ code: 'custom', path: ['EMAIL_FROM_ADDRESS'], message: 'is required when SMTP_URL is set' })
    }
    if (env.LEAD_NOTIFY_TO && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when LEAD_NOTIFY_TO is set' })
    }
    if (env.INTERCOM_APP_ID && !env.CHAT_IDENTITY_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['CHAT_IDENTITY_SECRET'], message: 'is required when INTERCOM_APP_ID is set' })
    }
    if (env.SENTRY_DSN && !sentryDsnParts(env.SENTRY_DSN)) {
      ctx.addIssue({ code: 'custom', path: ['SENTRY_DSN'], message: 'must be a DSN such as https://key@o1.ingest.sentry.io/1' })
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'and S3_ACCESS_KEY_ID must be set together' })
    }
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'is required when ADMIN_EMAIL is set' })
    }
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'is required when ADMIN_PASSWORD is set' })
    }
    // A generated secret lives beside the embedded database; a shared database
    // in production needs the same secret on every instance, so it must be given.
    if (env.DATABASE_URL && env.NODE_ENV === 'production' && !env.PAYLOAD_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message: 'is required in production with DATABASE_URL (generate one with: openssl rand -hex 32)',
      })
    }
  })

export type Env = z.infer<typeof schema> & { dataDir: string; siteUrl: string; revalidateUrl: string }

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.') || '(env)'} ${i.message}`))
  }
  const env = result.data
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    revalidateUrl: (env.REVALIDATE_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, ''),
  }
}

let cached: Env | undefined

export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
