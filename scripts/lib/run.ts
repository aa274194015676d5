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

/** Hand the terminal to a long-running server, forwarding stop signals so it can shut down cleanly. */
export function serve(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): void {
  const child = spawn(command, args, { stdio: 'inherit', cwd: options.cwd, env: options.env ?? process.env })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}
