import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Env } from './env'

const SECRET_FILE = '.payload-secret'
const MIN_SECRET_LENGTH = 32

function readSecret(file: string): string | undefined {
  let secret: string
  try {
    secret = fs.readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} holds no usable PAYLOAD_SECRET (under ${MIN_SECRET_LENGTH} characters): remove it or set PAYLOAD_SECRET`)
  }
  return secret
}

/**
 * PAYLOAD_SECRET from the environment, or, for the embedded database, one generated
 * on first use and kept beside it under the data directory (mode 0600).
 */
export function resolvePayloadSecret(env: Env): string {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  // Not a file of the build: the bundler's tracer must not look for it below the project.
  const file = path.join(/* turbopackIgnore: true */ env.dataDir, SECRET_FILE)
  const existing = readSecret(file)
  if (existing) return existing
  fs.mkdirSync(env.dataDir, { recursive: true })
  // Written whole to a private temp file, then linked into place: a concurrent starter
  // either sees no file or the complete one, and only the first link wins.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  fs.writeFileSync(temp, randomBytes(32).toString('hex'), { mode: 0o600 })
  try {
    fs.linkSync(temp, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    fs.unlinkSync(temp)
  }
  return readSecret(file)!
}
