import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { answering, launchSite, startSite } from '../../bench/server'

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

  it('waits for a launched server to answer, and stops its process group', async () => {
    const probe = net.createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const port = (probe.address() as net.AddressInfo).port
    await new Promise((resolve) => probe.close(resolve))
    const server = `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`
    const site = await answering(launchSite(process.execPath, ['-e', server], { env: process.env }, port), 10_000, 50)
    expect(await (await fetch(site.origin)).text()).toBe('ok')
    await site.stop()
    await expect(fetch(site.origin)).rejects.toThrow()
  })

  it('says what a server printed when it exits before answering', async () => {
    const launched = launchSite(process.execPath, ['-e', "console.error('no database'); process.exit(3)"], { env: process.env }, 1)
    await expect(answering(launched, 10_000, 50)).rejects.toThrow(/the site exited with 3:\n.*no database/s)
  })
})
