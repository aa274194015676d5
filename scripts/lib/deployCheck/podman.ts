import fs from 'node:fs'
import path from 'node:path'

import { capture } from '../run'

/** Where the check keeps what it makes (a debootstrap root, its env file): gitignored, outside every image. */
export const WORK_DIR = path.resolve('.deploy-check')

/**
 * Podman's settings for the check, through CONTAINERS_CONF: runc with the cgroupfs manager and
 * explicit limits. On this kind of machine (cgroup v1 in hybrid mode, a kernel that refuses to
 * raise a container's RLIMIT_NPROC) crun and podman's default limits cannot start a container.
 */
export function podmanEnv(): NodeJS.ProcessEnv {
  const conf = path.join(WORK_DIR, 'containers.conf')
  fs.mkdirSync(WORK_DIR, { recursive: true })
  fs.writeFileSync(
    conf,
    [
      '[containers]',
      'default_ulimits = ["nofile=20000:20000", "nproc=4096:4096"]',
      '[engine]',
      'runtime = "runc"',
      'cgroup_manager = "cgroupfs"',
      '',
    ].join('\n'),
  )
  return { ...process.env, CONTAINERS_CONF: conf }
}

export const imageExists = async (env: NodeJS.ProcessEnv, image: string) =>
  capture('podman', ['image', 'exists', image], env).then(
    () => true,
    () => false,
  )

/** An image's size in MB, as podman reports it (uncompressed). */
export const imageSizeMb = async (env: NodeJS.ProcessEnv, image: string) =>
  Math.round(Number((await capture('podman', ['image', 'inspect', '--format', '{{.Size}}', image], env)).trim()) / 1e6)
