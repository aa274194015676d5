import fs from 'node:fs'
import path from 'node:path'

import { MONACO_PUBLIC_DIR } from '../../src/cms/admin/monacoAssets'

/**
 * Copies the installed monaco-editor's browser build into public/ (see
 * src/cms/admin/monacoAssets.ts), unless the same version is already there. The version file
 * makes an upgrade replace the copy; the copy is then part of public/, so the build stamp and
 * the standalone folder include it like any other public file.
 */
export function copyMonacoAssets(root: string): void {
  // A direct dependency, so npm puts it at the top of node_modules (its exports map hides package.json from require).
  const installed = path.join(root, 'node_modules', 'monaco-editor')
  const { version } = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as { version: string }
  const target = path.join(root, MONACO_PUBLIC_DIR)
  const marker = path.join(target, '.version')
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === version) return
  fs.rmSync(target, { recursive: true, force: true })
  fs.cpSync(path.join(installed, 'min', 'vs'), target, { recursive: true })
  fs.writeFileSync(marker, version)
}
