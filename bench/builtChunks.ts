import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export type BuiltChunk = { file: string; body: Buffer }

/** Every JavaScript file under `<distDir>/static/chunks` of a production build, with its contents. */
export function readBuiltChunks(distDir: string): BuiltChunk[] {
  const root = path.join(distDir, 'static', 'chunks')
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, body: readFileSync(path.join(root, file)) }))
}
