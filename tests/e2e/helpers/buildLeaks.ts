import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const SQLITE_HEADER = Buffer.from('SQLite format 3\0')
/** Files this small (an empty file, a newline) match too much by hash to mean anything. */
const MIN_COPIED_BYTES = 16

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const inside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep)

function* walk(dir: string): Generator<{ file: string; stats: fs.Stats }> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    const stats = fs.lstatSync(file)
    yield { file, stats }
    if (stats.isDirectory()) yield* walk(file)
  }
}

/**
 * Everything in a build folder (`distDir`, the deployable standalone folder inside it
 * included) that carries data the build must never hold: the Payload secret or a copy of its
 * file, a SQLite database or any `*.db` file, a copy of any file from the data directories
 * (uploads, CVs), a link into one of them, or a file trace (`*.nft.json`) listing a path in
 * one of them. Each problem is one line naming the file.
 */
export function buildLeaks(distDir: string, dataDirs: string[], secret: string | undefined): string[] {
  const dist = path.resolve(distDir)
  const dataRoots = dataDirs.map((dir) => path.resolve(dir)).filter((dir) => fs.existsSync(dir))
  const dataHashes = new Map<string, string>()
  for (const root of dataRoots) {
    for (const { file, stats } of walk(root)) {
      if (stats.isFile() && stats.size >= MIN_COPIED_BYTES) dataHashes.set(sha256(fs.readFileSync(file)), file)
    }
  }
  const secretBytes = secret ? Buffer.from(secret) : undefined
  const problems: string[] = []
  for (const { file, stats } of walk(dist)) {
    const shown = path.relative(process.cwd(), file)
    if (stats.isSymbolicLink()) {
      const target = path.resolve(path.dirname(file), fs.readlinkSync(file))
      if (dataRoots.some((root) => inside(root, target))) problems.push(`${shown}: links into the data directory`)
      continue
    }
    if (!stats.isFile()) continue
    const name = path.basename(file)
    if (name === '.payload-secret' || name.startsWith('.payload-secret.')) problems.push(`${shown}: a Payload secret file`)
    if (/\.db(-wal|-shm|-journal)?$/.test(name)) problems.push(`${shown}: a database file`)
    const bytes = fs.readFileSync(file)
    if (bytes.subarray(0, SQLITE_HEADER.length).equals(SQLITE_HEADER)) problems.push(`${shown}: a SQLite database`)
    if (secretBytes && bytes.includes(secretBytes)) problems.push(`${shown}: contains the Payload secret`)
    const copied = stats.size >= MIN_COPIED_BYTES ? dataHashes.get(sha256(bytes)) : undefined
    if (copied) problems.push(`${shown}: a copy of ${path.relative(process.cwd(), copied)}`)
    if (name.endsWith('.nft.json')) {
      const traced = (JSON.parse(bytes.toString('utf8')) as { files?: string[] }).files ?? []
      for (const entry of traced) {
        const target = path.resolve(path.dirname(file), entry)
        if (dataRoots.some((root) => inside(root, target))) problems.push(`${shown}: traces ${path.relative(process.cwd(), target)}`)
      }
    }
  }
  return problems
}
