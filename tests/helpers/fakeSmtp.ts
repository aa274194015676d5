import { SMTPServer } from 'smtp-server'

export type Mail = { from: string; to: string[]; raw: string }

export type FakeSmtp = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string
  /** Every accepted message, in order. */
  mails: Mail[]
  /** Refuse this many coming messages with a 451 (a busy mailbox), then accept again. */
  refuse: (count: number) => void
  /** How many of those refusals are still to come. */
  pendingRefusals: () => number
  close: () => Promise<void>
}

/**
 * A mail server for tests (sales notifications, password resets): plain SMTP on 127.0.0.1,
 * no authentication, keeping every message it accepts. `port` 0 picks a free one.
 */
export async function startFakeSmtp(port = 0): Promise<FakeSmtp> {
  const mails: Mail[] = []
  let refuseNext = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        if (refuseNext > 0) {
          refuseNext -= 1
          return callback(Object.assign(new Error('mailbox busy, try again'), { responseCode: 451 }))
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
        mails.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.server.address() as { port: number }
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    refuse: (count) => void (refuseNext = count),
    pendingRefusals: () => refuseNext,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A message's text with quoted-printable soft breaks and escapes undone. */
export const decodedMail = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
