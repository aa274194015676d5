import net from 'node:net'

/** The ports this helper may listen on (kept apart from other tests' servers). */
const PORTS = { first: 18100, last: 18199 }

export type TcpProxy = {
  port: number
  /** `url` (a database URL on the target) with its host and port replaced by the proxy's. */
  through: (url: string) => string
  /** A database outage: every connection is destroyed and new ones are refused (ECONNREFUSED). */
  cut: () => Promise<void>
  /**
   * A database that stops answering: bytes already in flight stay where they are and new
   * connections are accepted but never reach the server, so only a client-side timeout ends a wait.
   */
  stall: () => void
  /** The outage ends: a cut proxy listens again; a stalled one lets every held byte through. */
  restore: () => Promise<void>
  /**
   * Drops the next connection that sends `marker` (e.g. a statement) the moment it does: that
   * chunk never reaches the server, the connection is destroyed, the others carry on.
   */
  dropWhenSent: (marker: string) => void
  close: () => Promise<void>
}

type Pair = { client: net.Socket; upstream: net.Socket | null }

/** A TCP proxy to `target` (PostgreSQL on this machine by default) that a test can break and mend. */
export async function startTcpProxy(target = { host: '127.0.0.1', port: 5432 }): Promise<TcpProxy> {
  const pairs = new Set<Pair>()
  let stalled = false
  let marker: Buffer | null = null
  let cutting: Promise<void> | null = null

  const destroyAll = () => {
    for (const { client, upstream } of pairs) {
      client.destroy()
      upstream?.destroy()
    }
    pairs.clear()
  }

  const connectUpstream = (pair: Pair) => {
    const upstream = net.connect(target.port, target.host)
    pair.upstream = upstream
    upstream.on('error', () => pair.client.destroy())
    upstream.on('close', () => pair.client.destroy())
    pair.client.on('data', (chunk: Buffer) => {
      if (marker && chunk.includes(marker)) {
        marker = null
        pair.client.destroy()
        upstream.destroy()
        return
      }
      upstream.write(chunk)
    })
    upstream.pipe(pair.client)
  }

  const server = net.createServer((client) => {
    const pair: Pair = { client, upstream: null }
    pairs.add(pair)
    client.on('error', () => pair.upstream?.destroy())
    client.on('close', () => {
      pair.upstream?.destroy()
      pairs.delete(pair)
    })
    if (stalled) client.pause()
    else connectUpstream(pair)
  })

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()))

  const port = await firstFreePort(listen)

  function cut(): Promise<void> {
    cutting ??= (async () => {
      const closed = stopListening()
      destroyAll()
      await closed
    })()
    return cutting
  }

  return {
    port,
    through: (url) => {
      const proxied = new URL(url)
      proxied.hostname = '127.0.0.1'
      proxied.port = String(port)
      return proxied.toString()
    },
    cut,
    stall: () => {
      stalled = true
      for (const { client, upstream } of pairs) {
        client.pause()
        upstream?.pause()
      }
    },
    restore: async () => {
      if (cutting) {
        await cutting
        cutting = null
        await listen(port)
      }
      if (stalled) {
        stalled = false
        for (const pair of pairs) {
          if (!pair.upstream) connectUpstream(pair)
          pair.upstream!.resume()
          pair.client.resume()
        }
      }
    },
    dropWhenSent: (text) => {
      marker = Buffer.from(text)
    },
    close: async () => {
      const closed = stopListening()
      destroyAll()
      await closed
    },
  }
}

/** Listens on the first port of the range that is free, starting at a random one so parallel runs rarely collide. */
async function firstFreePort(listen: (port: number) => Promise<void>): Promise<number> {
  const size = PORTS.last - PORTS.first + 1
  const start = Math.floor(Math.random() * size)
  for (let i = 0; i < size; i += 1) {
    const port = PORTS.first + ((start + i) % size)
    try {
      await listen(port)
      return port
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    }
  }
  throw new Error(`no free port in ${PORTS.first}-${PORTS.last}`)
}
