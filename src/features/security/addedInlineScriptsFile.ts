import fs from 'node:fs'
import path from 'node:path'

import type { AddedInlineScripts } from './addedInlineScripts'

/**
 * Where the build leaves the added inline scripts' hashes for the server: beside the server file
 * in the standalone folder (scripts/lib/standalone.ts writes it). Its own module because the
 * server bundle must not import addedInlineScripts.ts, which loads the client library.
 */
export const ADDED_SCRIPTS_FILE = 'added-inline-scripts.json'

/** The hashes written in `dir`, or none when the server runs without a standalone build. */
export function readAddedInlineScripts(dir: string): AddedInlineScripts {
  const file = path.join(dir, ADDED_SCRIPTS_FILE)
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as AddedInlineScripts) : {}
}
