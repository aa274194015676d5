/**
 * `npm run deploy:check` (not part of npm test): the container deployment end to end on this
 * machine with podman. It builds the images (Dockerfile) from bases made here, brings up
 * compose.yaml with podman-compose, sends a lead through nginx (stored once, delivered once to a
 * fake CRM in the stack), publishes a change through one web instance and sees it on the other,
 * takes a backup from the release image while the stack serves, prints the figures and tears the
 * stack down. Needs root, podman, podman-compose, runc and debootstrap
 * (`apt-get install podman podman-compose runc debootstrap`).
 *
 * What differs from a real deployment, and why: no registry is reachable here, so Debian-made
 * stand-ins replace node:24-bookworm-slim, postgres, redis and nginx (scripts/lib/deployCheck),
 * and MinIO (not packaged by Debian) is left out: uploads stay on the shared `uploads` volume.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { Agent, fetch as undiciFetch } from 'undici'

import { signIn } from '../bench/cmsRest'
import { ensureBaseImages, LOCAL_IMAGES } from './lib/deployCheck/baseImages'
import type { Manifest } from './lib/backup/manifest'
import { imageSizeMb, podmanEnv, WORK_DIR } from './lib/deployCheck/podman'
import { capture } from './lib/run'

const PROJECT = 'cwcheck'
const PORTS = { http: 18080, https: 18443, web1: 13001, web2: 13002, crm: 18490 }
const SITE_URL = `https://localhost:${PORTS.https}`
const ADMIN = { email: 'deploy-check@example.com', password: randomBytes(12).toString('hex') }
const TAG = 'check'
/** As the README's "Backups and restore" runs it in the compose stack. */
const BACKUP_COMMAND = ['node_modules/.bin/tsx', 'scripts/backup.ts', '--out', '/backups']

const env = podmanEnv()
const figures: [string, string | number][] = []
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const insecure = new Agent({ connect: { rejectUnauthorized: false } }) // the proxy's self-signed certificate

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  while (Date.now() < deadline) {
    try {
      const value = await probe()
      if (value !== undefined) return value
    } catch (error) {
      last = error
    }
    await sleep(500)
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s${last ? ` (${String(last)})` : ''}`)
}

const container = (service: string) => `${PROJECT}_${service}_1`
const healthy = (service: string) =>
  until(`${service} healthy`, () => capture('podman', ['healthcheck', 'run', container(service)], env).then(() => true), 180_000)

function writeSettings() {
  const postgresPassword = randomBytes(16).toString('hex')
  const crmSecret = randomBytes(24).toString('hex')
  const envFile = path.join(WORK_DIR, 'env')
  fs.writeFileSync(
    envFile,
    [
      `SITE_URL=${SITE_URL}`,
      `PAYLOAD_SECRET=${randomBytes(32).toString('hex')}`,
      `POSTGRES_PASSWORD=${postgresPassword}`,
      `DATABASE_URL=postgres://cipherwell:${postgresPassword}@postgres:5432/cipherwell`,
      'REDIS_URL=redis://redis:6379',
      'TRUSTED_PROXIES=172.30.57.0/24',
      `ADMIN_EMAIL=${ADMIN.email}`,
      `ADMIN_PASSWORD=${ADMIN.password}`,
      'CAPTCHA_DISABLED=true',
      'CRM_ADAPTER=webhook',
      'CRM_WEBHOOK_URL=http://crm:8080/leads',
      `CRM_WEBHOOK_SECRET=${crmSecret}`,
      '',
    ].join('\n'),
    { mode: 0o600 },
  )
  // The web instances' own ports, for publishing through one and reading the other, and a fake
  // CRM in the stack (deploy/check/fake-crm.mjs) that the check reads on the host.
  const override = path.join(WORK_DIR, 'compose.override.yaml')
  fs.writeFileSync(
    override,
    [
      'services:',
      `  web-1: { ports: ['127.0.0.1:${PORTS.web1}:3000'] }`,
      `  web-2: { ports: ['127.0.0.1:${PORTS.web2}:3000'] }`,
      '  crm:',
      `    image: ${LOCAL_IMAGES.node}`,
      `    command: ['node', '/fake-crm.mjs']`,
      `    environment: { CRM_WEBHOOK_SECRET: '${crmSecret}' }`,
      `    volumes: ['${path.resolve('deploy/check/fake-crm.mjs')}:/fake-crm.mjs:ro']`,
      `    ports: ['127.0.0.1:${PORTS.crm}:8080']`,
      '',
    ].join('\n'),
  )
  const composeEnv: NodeJS.ProcessEnv = {
    ...env,
    CIPHERWELL_ENV_FILE: envFile,
    CIPHERWELL_IMAGE: 'localhost/cipherwell',
    CIPHERWELL_TAG: TAG,
    POSTGRES_IMAGE: LOCAL_IMAGES.postgres,
    REDIS_IMAGE: LOCAL_IMAGES.redis,
    SITE_URL,
    HTTP_PORT: String(PORTS.http),
    HTTPS_PORT: String(PORTS.https),
  }
  return { override, composeEnv }
}

async function main() {
  const started = Date.now()
  await ensureBaseImages(env)
  figures.push(['base images ready (s)', Math.round((Date.now() - started) / 1000)])

  const buildStarted = Date.now()
  for (const target of ['web', 'release', 'proxy']) {
    console.log(`podman build --target ${target}…`)
    await capture(
      'podman',
      [
        'build',
        // Docker's image format: OCI images cannot carry a HEALTHCHECK.
        '--format', 'docker',
        '--build-arg', `NODE_IMAGE=${LOCAL_IMAGES.node}`,
        '--build-arg', `NGINX_IMAGE=${LOCAL_IMAGES.nginx}`,
        '--build-arg', `POSTGRES_IMAGE=${LOCAL_IMAGES.postgres}`,
        '--build-arg', `SITE_URL=${SITE_URL}`,
        '--target', target,
        '-t', `localhost/cipherwell-${target}:${TAG}`,
        '.',
      ],
      env,
    )
  }
  figures.push(['image build, three targets (s)', Math.round((Date.now() - buildStarted) / 1000)])
  for (const target of ['web', 'release', 'proxy']) figures.push([`image size: ${target} (MB)`, await imageSizeMb(env, `localhost/cipherwell-${target}:${TAG}`)])

  const { override, composeEnv } = writeSettings()
  const deliveries = async () =>
    (await (await fetch(`http://127.0.0.1:${PORTS.crm}/deliveries`)).json()) as { key: string; signed: boolean }[]
  const compose = (...args: string[]) =>
    capture('podman-compose', ['-p', PROJECT, '-f', 'compose.yaml', '-f', override, ...args], composeEnv)
  try {
    const upStarted = Date.now()
    // In stages, as compose.yaml's depends_on conditions order them (podman-compose 1.0 does not wait on them).
    await compose('up', '-d', '--no-deps', 'postgres', 'redis', 'crm')
    await Promise.all([healthy('postgres'), healthy('redis')])
    await compose('up', '-d', '--no-deps', 'release')
    // Polled rather than `podman wait`, which podman 4.3 can answer before the container has run.
    const released = await until(
      'the release step',
      async () => {
        const [status, code] = (await capture('podman', ['inspect', '--format', '{{.State.Status}} {{.State.ExitCode}}', container('release')], env)).trim().split(' ')
        return status === 'exited' ? code : undefined
      },
      600_000,
    )
    if (released !== '0') throw new Error(`the release step exited with ${released}:\n${await capture('podman', ['logs', container('release')], env)}`)
    await compose('up', '-d', '--no-deps', 'web-1', 'web-2', 'jobs')
    await Promise.all([healthy('web-1'), healthy('web-2'), healthy('jobs')])
    await compose('up', '-d', '--no-deps', 'proxy')
    await until('the site through nginx', async () => ((await undiciFetch(`${SITE_URL}/`, { dispatcher: insecure })).status === 200 ? true : undefined), 120_000)
    figures.push(['stack up: first `up` to the home page through nginx (s)', Math.round((Date.now() - upStarted) / 1000)])

    // A lead through nginx: stored once, delivered once.
    const email = `deploy-check-${randomBytes(4).toString('hex')}@example.com`
    const sent = await undiciFetch(`${SITE_URL}/api/salesForm`, {
      dispatcher: insecure,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_URL },
      body: JSON.stringify({ firstName: 'Deploy', lastName: 'Check', email, textField: 'deploy:check', context: 'pricing', topic: 'relay' }),
    })
    if (sent.status !== 200) throw new Error(`the lead was answered ${sent.status}: ${await sent.text()}`)
    const { id } = (await sent.json()) as { id: string }
    const stored = Number(
      (await capture('podman', ['exec', container('postgres'), 'psql', '-U', 'cipherwell', '-d', 'cipherwell', '-tAc', `select count(*) from sales_contacts where email = '${email}'`], env)).trim(),
    )
    await until('the lead at the CRM', async () => ((await deliveries()).some((delivery) => delivery.key === id) ? true : undefined), 60_000)
    await sleep(5_000) // time for a second delivery, were there one
    const delivered = (await deliveries()).filter((delivery) => delivery.key === id && delivery.signed).length
    figures.push(['lead: rows stored', stored], ['lead: deliveries to the CRM', delivered])
    if (stored !== 1 || delivered !== 1) throw new Error(`the lead was stored ${stored} times and delivered ${delivered} times`)

    // A publish through web-1, seen on web-2 (the shared cache in Redis).
    const web1 = `http://127.0.0.1:${PORTS.web1}`
    const web2 = `http://127.0.0.1:${PORTS.web2}`
    const cms = await signIn(web1, ADMIN.email, ADMIN.password)
    const { docs } = await cms.get<{ docs: { id: number; slug: string }[] }>('/api/posts?limit=1&depth=0&where[_status][equals]=published')
    const post = docs[0]!
    const before = await (await fetch(`${web2}/blog/${post.slug}`)).text() // web-2 has the page cached
    const title = `Published through web-1 ${randomBytes(3).toString('hex')}`
    if (before.includes(title)) throw new Error('the new title was there before it was published')
    const publishedAt = Date.now()
    await cms.patch(`/api/posts/${post.id}`, { title, _status: 'published' })
    await until('the publish on web-2', async () => ((await (await fetch(`${web2}/blog/${post.slug}`)).text()).includes(title) ? true : undefined), 30_000)
    figures.push(['publish through web-1, visible on web-2 (ms)', Date.now() - publishedAt])

    // A backup from the release image while the stack serves, as the README has the operator take it.
    const backups = path.join(WORK_DIR, 'backups')
    fs.rmSync(backups, { recursive: true, force: true })
    fs.mkdirSync(backups)
    fs.chmodSync(backups, 0o777) // the image's user (uid 10001) writes into it
    const backupStarted = Date.now()
    const said = await capture(
      'podman',
      ['run', '--rm', '--network', `${PROJECT}_default`, '--env-file', composeEnv.CIPHERWELL_ENV_FILE!, '-v', `${PROJECT}_uploads:/data`, '-v', `${backups}:/backups`, `localhost/cipherwell-release:${TAG}`, ...BACKUP_COMMAND],
      env,
    )
    const archive = fs.readdirSync(backups).find((name) => name.endsWith('.tar.gz'))
    if (!archive) throw new Error(`no backup archive was written:\n${said}`)
    const manifest = JSON.parse(await capture('tar', ['-xzOf', path.join(backups, archive), 'manifest.json'])) as Manifest
    if (!(manifest.counts.sales_contacts! >= 1)) throw new Error(`the backup's manifest counts no lead: ${JSON.stringify(manifest.counts)}`)
    figures.push(
      ['backup from the release image (ms, MB)', `${Date.now() - backupStarted}, ${(fs.statSync(path.join(backups, archive)).size / 1e6).toFixed(1)}`],
      ['backup: server / pg_dump', `${manifest.postgres?.server} / ${manifest.postgres?.pgDump}`],
      ['backup: leads in the manifest', manifest.counts.sales_contacts!],
    )
  } catch (error) {
    for (const service of ['release', 'web-1', 'web-2', 'jobs', 'proxy']) {
      const logs = await capture('podman', ['logs', '--tail', '20', container(service)], env).catch(() => '(none)')
      console.error(`--- ${service} (last 20 lines) ---\n${logs}`)
    }
    throw error
  } finally {
    await compose('down', '-v').catch((error: unknown) => console.error(`teardown: ${String(error)}`))
    figures.push(['containers left running', (await capture('podman', ['ps', '-q', '--filter', `name=${PROJECT}_`], env)).trim().split('\n').filter(Boolean).length])
  }
}

try {
  await main()
  console.log(['deploy:check passed:', ...figures.map(([label, value]) => `  ${label}: ${value}`)].join('\n'))
} catch (error) {
  console.log(['deploy:check FAILED:', ...figures.map(([label, value]) => `  ${label}: ${value}`)].join('\n'))
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
