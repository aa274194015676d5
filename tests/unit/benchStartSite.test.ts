import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { startSite } from '../../bench/server'

let holder: net.Server | undefined

afterEach(async () => {
  await new Promise((resolve) => (holder ? holder.close(resolve) : resolve(undefined)))
  holder = undefined
})

describe('the bench starting the site', () => {
  it('refuses a port another process listens on, naming it, instead of measuring that server', async () => {
    holder = net.createServer()
    await new Promise<void>((resolve) => holder!.listen(0, '127.0.0.1', resolve))
    const port = (holder.address() as net.AddressInfo).port

    await expect(startSite(port)).rejects.toThrow(
      new RegExp(`port ${port} is already taken by process ${process.pid} \\(.*node.*\\); stop it or set BENCH_PORT`),
    )
  })
})
