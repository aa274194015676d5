import path from 'node:path'
import { z } from 'zod'

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
  })
  .superRefine((env, ctx) => {
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
