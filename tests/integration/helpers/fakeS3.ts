import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type StoredObject = { body: Buffer; contentType: string; etag: string }
export type S3Request = { method: string; bucket: string; key: string; range: string | null; contentLength: number }

export type FakeS3 = {
  /** The endpoint for S3_ENDPOINT, path-style addressing (S3_FORCE_PATH_STYLE=true). */
  url: string
  bucket: string
  objects: Map<string, StoredObject>
  requests: S3Request[]
  close: () => Promise<void>
}

/** This machine's port range for these tests; the first free one is taken. */
const PORTS = { first: 18400, last: 18499 }

const xmlError = (res: http.ServerResponse, status: number, code: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' })
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`)
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a body of `size` bytes, or null when not satisfiable. */
function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header)
  if (!match || (match[1] === '' && match[2] === '')) return null
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1])
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  return start <= end && start < size ? { start, end } : null
}

/**
 * An in-memory S3 for one bucket, answering the path-style calls @payloadcms/storage-s3 makes:
 * PutObject (uploads under 50 MB), HeadObject and GetObject with an optional Range (serving a
 * file), DeleteObject (one per stored size on delete). Signatures are not checked. Anything else,
 * including the aws-chunked uploads the SDK sends when it adds checksums, gets 501, so a test
 * fails loudly when the plugin starts relying on more than this.
 */
export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>()
  const requests: S3Request[] = []

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-s3')
      const [target = '', ...rest] = url.pathname.slice(1).split('/').map(decodeURIComponent)
      const key = rest.join('/')
      const body = Buffer.concat(chunks)
      const range = req.headers.range ?? null
      requests.push({ method: req.method ?? '', bucket: target, key, range, contentLength: body.length })

      if (target !== bucket) return xmlError(res, 404, 'NoSuchBucket')
      if (!key || req.headers['content-encoding']?.includes('aws-chunked')) return xmlError(res, 501, 'NotImplemented')
      const object = objects.get(key)

      if (req.method === 'PUT' && !url.searchParams.has('uploadId')) {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`
        objects.set(key, { body, contentType: req.headers['content-type'] ?? 'application/octet-stream', etag })
        res.writeHead(200, { etag })
        return res.end()
      }
      if (req.method === 'DELETE') {
        objects.delete(key)
        res.writeHead(204)
        return res.end()
      }
      if (req.method === 'HEAD' || req.method === 'GET') {
        if (!object) {
          if (req.method === 'HEAD') {
            res.writeHead(404)
            return res.end()
          }
          return xmlError(res, 404, 'NoSuchKey')
        }
        const headers = { 'content-type': object.contentType, etag: object.etag, 'accept-ranges': 'bytes' }
        const wanted = req.method === 'GET' && range ? byteRange(range, object.body.length) : undefined
        if (wanted === null) return xmlError(res, 416, 'InvalidRange')
        const slice = wanted ? object.body.subarray(wanted.start, wanted.end + 1) : object.body
        res.writeHead(wanted ? 206 : 200, {
          ...headers,
          'content-length': String(slice.length),
          ...(wanted ? { 'content-range': `bytes ${wanted.start}-${wanted.end}/${object.body.length}` } : {}),
        })
        return res.end(req.method === 'GET' ? slice : undefined)
      }
      return xmlError(res, 501, 'NotImplemented')
    })
  })

  for (let port = PORTS.first; ; port++) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject)
          resolve()
        })
      })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === PORTS.last) throw error
    }
  }
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
