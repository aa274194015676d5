import fs from 'node:fs'
import path from 'node:path'

import next from 'next'

/**
 * The Next application in `dir`. In the standalone output (`output: 'standalone'`) there is no
 * next.config.ts to load: the build wrote the resolved config to required-server-files.json,
 * and Next reads it from this variable, as the server.js it generates does.
 */
export async function prepareNextApp(dir: string, distDir: string, port: number) {
  const required = path.join(dir, distDir, 'required-server-files.json')
  const standalone = !fs.readdirSync(dir).some((file) => file.startsWith('next.config.'))
  if (standalone) {
    const { config } = JSON.parse(fs.readFileSync(required, 'utf8')) as { config: unknown }
    process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
  }
  const app = next({ dev: false, dir, port })
  await app.prepare()
  return app.getRequestHandler()
}
