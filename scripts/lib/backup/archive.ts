import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'

import * as tar from 'tar'

import { FILES_DIR, isLiveDatabaseOrSecret } from './manifest'

/** The data directory's entries a backup copies as files: uploads, CVs, exports; never the live database or the secret. */
export function dataEntries(dataDir: string): string[] {
  if (!fs.existsSync(dataDir)) return []
  return fs
    .readdirSync(dataDir)
    .filter((name) => !isLiveDatabaseOrSecret(name))
    .sort()
}

/** Files under each of `entries` (a file counts as one). */
export function countFiles(dataDir: string, entries: string[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const entry of entries) {
    const full = path.join(dataDir, entry)
    counts[entry] = fs.statSync(full).isDirectory()
      ? fs.readdirSync(full, { recursive: true, withFileTypes: true }).filter((item) => item.isFile()).length
      : 1
  }
  return counts
}

/**
 * One .tar.gz of the staged backup (manifest, database copy, secret) at its root and the data
 * directory's `entries` under data/. Written to a temporary name and renamed when whole, so an
 * interrupted backup never leaves an archive that looks complete; private (0600), as it holds
 * every lead and the secret.
 */
export async function writeArchive(archive: string, staging: string, dataDir: string, entries: string[]): Promise<void> {
  const partial = `${archive}.partial`
  const plainTar = `${archive}.tar-partial`
  try {
    await tar.create({ file: plainTar, cwd: staging, portable: true }, fs.readdirSync(staging).sort())
    if (entries.length) await tar.replace({ file: plainTar, cwd: dataDir, prefix: FILES_DIR, portable: true }, entries)
    await pipeline(
      fs.createReadStream(plainTar),
      zlib.createGzip(),
      fs.createWriteStream(partial, { mode: 0o600 }),
    )
    fs.renameSync(partial, archive)
  } finally {
    fs.rmSync(plainTar, { force: true })
    fs.rmSync(partial, { force: true })
  }
}

/** Unpacks an archive into an empty folder; node-tar refuses absolute paths and `..` in names. */
export async function extractArchive(archive: string, into: string): Promise<void> {
  await tar.extract({ file: archive, cwd: into, strict: true })
}
