import { spawn } from 'node:child_process'

/** Run a command with inherited output; resolve when it exits 0, reject otherwise. */
export function run(command: string, args: string[], env = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    )
  })
}

/**
 * Run a command with its output captured; resolve with its standard output when it exits 0,
 * reject with the last 30 lines of what it printed otherwise (its standard error, or its
 * standard output when it printed no error).
 */
export function capture(command: string, args: string[], env = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk))
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve(out)
      const printed = (err || out).trim().split('\n').slice(-30).join('\n')
      reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}:\n${printed}`))
    })
  })
}

/** Hand the terminal to a long-running server, forwarding stop signals so it can shut down cleanly. */
export function serve(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): void {
  const child = spawn(command, args, { stdio: 'inherit', cwd: options.cwd, env: options.env ?? process.env })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}
