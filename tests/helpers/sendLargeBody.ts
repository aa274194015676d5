import http from 'node:http'

const MB = 1024 * 1024

export type LargeBodyAnswer = { status: number; body: string; headers: http.IncomingHttpHeaders }

/**
 * POSTs `total` bytes in 1 MB pieces, with Content-Length or chunked, as fast as the server
 * takes them, and stops sending once an answer arrives, as a client would. A server that
 * refuses closes the connection, so the rest of the upload failing is not an error.
 */
export function sendLargeBody(
  url: string,
  total: number,
  declareLength: boolean,
  agent: http.Agent | false = false,
): Promise<LargeBodyAnswer> {
  return new Promise((resolve, reject) => {
    const piece = Buffer.alloc(Math.min(MB, total), 'a')
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json' }
    if (declareLength) headers['content-length'] = total
    const request = http.request(url, { method: 'POST', headers, agent })
    let answered = false
    request.on('response', (response) => {
      answered = true
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (text: string) => (body += text))
      response.on('end', () => {
        resolve({ status: response.statusCode!, body, headers: response.headers })
        // The answer is whole and the upload will not be read: close, as a browser does.
        if (response.headers.connection === 'close') request.destroy()
      })
      response.on('error', reject)
    })
    // The server may close while a piece is still being written: the client then fails the
    // request with EPIPE or ECONNRESET before it has parsed the answer already received.
    // The raw bytes still hold it.
    const received: Buffer[] = []
    request.on('socket', (socket) => socket.on('data', (bytes: Buffer) => received.push(bytes)))
    request.on('error', (error) => {
      if (answered) return
      const early = parseEarlyAnswer(Buffer.concat(received))
      if (early) resolve(early)
      else reject(error)
    })
    let sent = 0
    const write = () => {
      while (sent < total && !answered && !request.destroyed) {
        const part = piece.subarray(0, Math.min(piece.byteLength, total - sent))
        sent += part.byteLength
        if (!request.write(part)) return void request.once('drain', write)
      }
      if (sent >= total) request.end()
    }
    write()
  })
}

/** A complete answer with a Content-Length body (as a refusal is sent), or undefined. */
function parseEarlyAnswer(bytes: Buffer): LargeBodyAnswer | undefined {
  const end = bytes.indexOf('\r\n\r\n')
  if (end < 0) return undefined
  const [statusLine, ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n')
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1])
  if (!status) return undefined
  const headers: http.IncomingHttpHeaders = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  const body = bytes.subarray(end + 4, end + 4 + Number(headers['content-length'] ?? 0))
  return { status, headers, body: body.toString('utf8') }
}
