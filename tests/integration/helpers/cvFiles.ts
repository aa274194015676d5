import { once } from 'node:events'
import { crc32, createDeflateRaw } from 'node:zlib'

import type { Payload } from 'payload'

import type { Job } from '@/cms/payload-types'
import { richText } from './richText'

/** A well-formed one-page PDF with a correct cross-reference table, after a comment line holding `comment`, if any. */
function pdfWithComment(comment: string | null): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]
  let pdf = `%PDF-1.4\n${comment === null ? '' : `%${comment}\n`}`
  const offsets = objects.map((object, i) => {
    const offset = pdf.length
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

/** Such a PDF after a comment line of `padding` bytes. */
const paddedPdf = (padding: number) => pdfWithComment(padding > 0 ? 'x'.repeat(padding - 2) : null)

/** The smallest such PDF, or one of exactly `size` bytes. */
export function tinyPdf(size?: number): Buffer {
  if (size === undefined) return paddedPdf(0)
  let padding = size - paddedPdf(0).length
  // The startxref number grows with the padding; one correction settles it.
  padding += size - paddedPdf(padding).length
  const pdf = paddedPdf(padding)
  if (pdf.length !== size) throw new Error(`tinyPdf(${size}) came out at ${pdf.length} bytes`)
  return pdf
}

/** A well-formed PDF that is an HTML page too, to a browser that sniffs its first bytes. */
export const pdfWithHtml = () => pdfWithComment('<html><body><script>alert(document.cookie)</script></body></html>')

/** The start of a Word 97–2003 file: an OLE compound-file header, which is all a type check reads. */
export function tinyDoc(): Buffer {
  const header = Buffer.alloc(512)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header)
  header.writeUInt16LE(0x003e, 0x18)
  header.writeUInt16LE(0x0003, 0x1a)
  header.writeUInt16LE(0xfffe, 0x1c)
  header.writeUInt16LE(9, 0x1e)
  return header
}

/** A zip entry as written: its bytes (stored, or deflated with `size` and `crc` those of the bytes unpacked). */
type ZipEntry = { data: Buffer; deflated?: { size: number; crc: number } }

const stored = (text: string): ZipEntry => ({ data: Buffer.from(text) })

function zip(entries: Record<string, ZipEntry>): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, { data, deflated }] of Object.entries(entries)) {
    const fileName = Buffer.from(name)
    const method = deflated ? 8 : 0
    const crc = deflated?.crc ?? crc32(data)
    const size = deflated?.size ?? data.length
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(method, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(fileName.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(method, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(fileName.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, fileName, data)
    centrals.push(central, fileName)
    offset += local.length + fileName.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(centrals.length / 2, 8)
  end.writeUInt16LE(centrals.length / 2, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** A minimal Word document: the content-types part that names it one, and its main part. */
export function tinyDocx(): Buffer {
  const main = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'
  return zip({
    '[Content_Types].xml': stored(
      `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`,
    ),
    'word/document.xml': stored(
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
    ),
  })
}

/**
 * A zip bomb named like a Word document: the part a type check unpacks first, `[Content_Types].xml`,
 * is `megabytes` MB of zeros deflated to about a thousandth of that. Made a megabyte at a time.
 */
export async function zipBombDocx(megabytes = 256): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 })
  const parts: Buffer[] = []
  deflate.on('data', (part: Buffer) => parts.push(part))
  const zeros = Buffer.alloc(1024 * 1024)
  let crc = 0
  for (let i = 0; i < megabytes; i += 1) {
    crc = crc32(zeros, crc)
    if (!deflate.write(zeros)) await once(deflate, 'drain')
  }
  deflate.end()
  await once(deflate, 'end')
  return zip({ '[Content_Types].xml': { data: Buffer.concat(parts), deflated: { size: megabytes * 1024 * 1024, crc } } })
}

/** The smallest PNG header: a real image that must not pass as a CV when renamed. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')

const lexical = (text: string) => richText(text) as unknown as Job['description']

/** An open (published) or withdrawn (draft) job to apply for. */
export function createJob(payload: Payload, slug: string, status: 'published' | 'draft' = 'published') {
  return payload.create({
    collection: 'jobs',
    draft: status === 'draft',
    data: {
      title: `Engineer ${slug}`,
      slug,
      department: 'engineering',
      location: 'London',
      employmentType: 'FULL_TIME',
      summary: 'Build the vault.',
      description: lexical('Build the vault.'),
      postedAt: new Date().toISOString(),
      _status: status,
    },
    context: { disableRevalidate: true },
  })
}
