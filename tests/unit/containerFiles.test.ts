import fs from 'node:fs'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { BUILD_TIME_ENV } from '../../scripts/lib/buildStamp'

/**
 * Issue 37, item 1: the invariants of the container files, which `npm run deploy:check` runs
 * for real (not part of npm test): non-root images with a health check, no secret or data baked
 * in, every build-time setting a build argument, every variable of .env.example accounted for,
 * and compose.yaml's order of start.
 */
const dockerfile = fs.readFileSync('Dockerfile', 'utf8')
// merge: compose files use YAML's merge keys (<<), as Docker Compose reads them.
const compose = parse(fs.readFileSync('compose.yaml', 'utf8'), { merge: true }) as {
  services: Record<string, { image?: string; build?: { args?: Record<string, string> }; environment?: Record<string, string>; depends_on?: Record<string, { condition: string }>; healthcheck?: unknown; volumes?: string[] }>
  volumes: Record<string, unknown>
}
const composeEnvExample = fs.readFileSync('deploy/compose.env.example', 'utf8')
const dockerignore = fs.readFileSync('.dockerignore', 'utf8').split('\n')

/** The Dockerfile's stages by name, each with its lines. */
const stages = new Map(
  dockerfile
    .split(/^(?=FROM )/m)
    .filter((part) => part.startsWith('FROM '))
    .map((part) => [/ AS (\S+)/.exec(part.split('\n')[0]!)![1]!, part]),
)

describe('the Dockerfile', () => {
  it('starts from node:24-bookworm-slim by default, as a build argument', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m)
  })

  it('runs the server and the release step as a user of their own, never root, and checks /api/health', () => {
    for (const name of ['web', 'release']) {
      const stage = stages.get(name)!
      expect(stage).toMatch(/useradd --system --uid 10001/)
      expect(stage.trim().split('\n').filter((line) => line.startsWith('USER ')).pop()).toBe('USER app')
    }
    expect(stages.get('web')).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m)
  })

  it('ships the web image without dev dependencies, sources or data: the standalone output alone', () => {
    const copies = stages.get('web')!.split('\n').filter((line) => line.startsWith('COPY '))
    expect(copies).toEqual(['COPY --from=build --chown=root:root /app/.next/standalone ./'])
    expect(stages.get('deps')).toMatch(/npm ci --omit=dev /)
    expect(stages.get('release')).toMatch(/COPY --from=deps \/app\/node_modules/)
  })

  it('bakes in no secret and no data directory', () => {
    const settings = dockerfile.split('\n').filter((line) => /^(ARG|ENV) /.test(line))
    // SEGMENT_WRITE_KEY is the browser's key, public by design (it is in every page).
    const secretLike = settings.filter((line) => /SECRET|PASSWORD|_KEY\b|DATABASE_URL/.test(line))
    expect(secretLike).toEqual(['ARG SEGMENT_WRITE_KEY='])
    expect(dockerfile).not.toMatch(/COPY [^\n]*(\bdata\b|\.env|\.payload-secret)/)
    for (const pattern of ['node_modules', '.next*', 'data', '.env', '.env.*', '*.db', '.payload-secret*']) {
      expect(dockerignore).toContain(pattern)
    }
  })

  it("gives the release image pg_dump and pg_restore from the database server's own image, as compose runs it", () => {
    expect(dockerfile).toMatch(/^ARG POSTGRES_IMAGE=postgres:17-bookworm$/m)
    expect(stages.get('pgtools')!.split('\n')[0]).toBe('FROM ${POSTGRES_IMAGE} AS pgtools')
    expect(stages.get('release')).toMatch(/COPY --from=pgtools \/pgtools\/bin\/ \/usr\/local\/bin\//)
    expect(stages.get('release')).toMatch(/! ldd \/usr\/local\/bin\/pg_dump/)
    // The same variable, with the same default, names the server compose runs and the tools it builds in.
    expect(compose.services.postgres!.image).toBe('${POSTGRES_IMAGE:-postgres:17-bookworm}')
    expect(compose.services.release!.build!.args!.POSTGRES_IMAGE).toBe(compose.services.postgres!.image)
  })

  it('takes every build-time setting as a build argument (REDIS_URL as USE_REDIS)', () => {
    const args = new Set([...dockerfile.matchAll(/^ARG (\w+)/gm)].map((match) => match[1]))
    for (const key of BUILD_TIME_ENV) expect(args.has(key === 'REDIS_URL' ? 'USE_REDIS' : key), key).toBe(true)
  })
})

describe('compose.yaml', () => {
  it('has nginx in front of two web instances, a jobs runner, PostgreSQL, Redis and MinIO, and a release step', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['bucket', 'jobs', 'minio', 'postgres', 'proxy', 'redis', 'release', 'web-1', 'web-2'])
    expect(compose.services.proxy!.environment!.UPSTREAMS).toBe('web-1:3000 web-2:3000')
    expect(compose.services['web-1']!.environment!.JOBS_RUNNER).toBe('false')
    expect(compose.services.jobs!.environment!.JOBS_RUNNER).toBe('true')
  })

  it('starts the web instances only after the release step, and each step when what it needs is ready', () => {
    for (const web of ['web-1', 'web-2', 'jobs']) {
      expect(compose.services[web]!.depends_on).toEqual({
        release: { condition: 'service_completed_successfully' },
        redis: { condition: 'service_healthy' },
      })
    }
    expect(compose.services.release!.depends_on!.postgres).toEqual({ condition: 'service_healthy' })
    for (const service of ['postgres', 'redis', 'minio']) expect(compose.services[service]!.healthcheck, service).toBeDefined()
    expect(compose.services.proxy!.depends_on).toEqual({ 'web-1': { condition: 'service_healthy' }, 'web-2': { condition: 'service_healthy' } })
  })

  it('keeps the database, Redis and the bucket in volumes, and secrets out of the file', () => {
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['database', 'cache', 'bucket']))
    for (const [name, service] of Object.entries(compose.services)) {
      for (const key of Object.keys(service.environment ?? {})) expect(key, `${name}.${key}`).not.toMatch(/SECRET|PASSWORD|_KEY/)
    }
  })
})

describe('the containers account for every variable of .env.example', () => {
  const variables = [...fs.readFileSync('.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!)

  it.each(variables)('%s: in the env file example, a build argument, or set by the images', (variable) => {
    const word = new RegExp(`\\b${variable}\\b`)
    expect(word.test(composeEnvExample) || word.test(dockerfile) || word.test(fs.readFileSync('compose.yaml', 'utf8'))).toBe(true)
  })
})
