import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { keepUploadRefusal } from '@/cms/uploads/keepUploadRefusal'
import {
  FILE_TOO_LARGE,
  fileTooLargeAnswer,
  fileTooLargeMessage,
  megabytes,
  sizeRefusal,
  UPLOAD_BODY_LIMIT,
  UPLOAD_FILE_LIMIT,
  uploadHelp,
} from '@/cms/uploads/uploadLimit'
import { uploadOptions } from '@/cms/uploads/uploadOptions'

const MB = 1024 * 1024
const SHRINK = 'Make it smaller (save the image at a lower resolution or quality, or compress the PDF) and upload it again.'

describe('the upload limit and its words', () => {
  it('is 20 MB a file, with 64 KB of room for the form around it', () => {
    expect(UPLOAD_FILE_LIMIT).toBe(20 * MB)
    expect(UPLOAD_BODY_LIMIT).toBe(20 * MB + 64 * 1024)
  })

  it('names the file’s size and the limit, and what to do', () => {
    expect(fileTooLargeMessage(25 * MB)).toBe(`This file is 25 MB; the largest file you can upload is 20 MB. ${SHRINK}`)
    // A request's length (the file plus a few hundred bytes of framing) reads the same.
    expect(fileTooLargeMessage(60 * MB + 700)).toBe(`This file is 60 MB; the largest file you can upload is 20 MB. ${SHRINK}`)
    expect(fileTooLargeMessage(21.55 * MB)).toContain('This file is 21.5 MB;')
  })

  it('says “larger than” where the size is unknown or would read as the limit itself', () => {
    const larger = `This file is larger than 20 MB, the largest file you can upload. ${SHRINK}`
    expect(fileTooLargeMessage()).toBe(larger)
    expect(fileTooLargeMessage(UPLOAD_FILE_LIMIT + 1)).toBe(larger)
    expect(fileTooLargeMessage(Number.NaN)).toBe(larger)
  })

  it('refuses a file only above the limit', () => {
    expect(sizeRefusal(UPLOAD_FILE_LIMIT)).toBeNull()
    expect(sizeRefusal(25 * MB)).toBe(fileTooLargeMessage(25 * MB))
    expect(megabytes(1.5 * MB)).toBe('1.5 MB')
  })

  it('answers in Payload’s shape, the message also on the file field', () => {
    const message = fileTooLargeMessage(25 * MB)
    expect(fileTooLargeAnswer(25 * MB)).toEqual({
      errors: [{ name: FILE_TOO_LARGE, message, data: { errors: [{ path: 'file', message }] } }],
    })
  })

  it('lists the types a collection takes and the size, before anyone tries', () => {
    expect(uploadHelp(['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml', 'application/pdf'])).toBe(
      'Upload a PNG, JPEG, WebP, AVIF, SVG or PDF file of up to 20 MB.',
    )
    expect(
      uploadHelp([
        'application/pdf',
        'application/msword',
        'application/x-cfb',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ]),
    ).toBe('Upload a PDF, Word (.doc) or Word (.docx) file of up to 20 MB.')
    expect(uploadHelp(['text/csv'])).toBe('Upload a CSV file of up to 20 MB.')
    expect(uploadHelp(undefined)).toBe('Upload a file of up to 20 MB.')
  })
})

describe('Payload’s upload options', () => {
  it('limit a file to the setting (busboy refuses a file that reaches its `fileSize`)', () => {
    expect(uploadOptions.limits?.fileSize).toBe(UPLOAD_FILE_LIMIT + 1)
    expect(uploadOptions.abortOnLimit).toBe(true)
  })

  it('refuse an oversized file with 413 and words naming the limit, as plain values the admin’s client config can carry', () => {
    expect(uploadOptions.responseOnLimit).toBe(fileTooLargeMessage())
    // Payload copies its `upload` config into the admin's client config: a function there breaks every edit view.
    expect(Object.values(uploadOptions).some((value) => typeof value === 'function')).toBe(false)
  })
})

describe('keepUploadRefusal', () => {
  type Args = Parameters<typeof keepUploadRefusal>[0]
  const run = (error: Error, headers: Record<string, string> = {}) =>
    keepUploadRefusal({ error, req: { headers: new Headers(headers) }, result: undefined } as unknown as Args)
  // As Payload's parser refuses a file at the limit, from whichever copy of its classes.
  const atLimit = () => Object.assign(new Error(fileTooLargeMessage()), { name: 'APIError', status: 413, data: { size: UPLOAD_FILE_LIMIT } })

  it('names the file’s size from the request and marks the file field', () => {
    expect(run(atLimit(), { 'content-length': String(25 * MB + 640) })).toEqual({ status: 413, response: fileTooLargeAnswer(25 * MB) })
    expect(fileTooLargeAnswer(25 * MB).errors[0]!.data).toEqual({ errors: [{ path: 'file', message: fileTooLargeMessage(25 * MB) }] })
  })

  it('says “larger than the limit” when the size is unknown', () => {
    expect(run(atLimit())).toEqual({ status: 413, response: fileTooLargeAnswer() })
  })

  it('leaves every other error alone', () => {
    expect(run(Object.assign(new Error('File size limit has been reached'), { status: 413 }))).toBeUndefined()
    expect(run(Object.assign(new Error(fileTooLargeMessage()), { status: 400 }))).toBeUndefined()
  })
})

describe('deploy/nginx.conf on /api/media', () => {
  const conf = fs.readFileSync(path.resolve('deploy/nginx.conf'), 'utf8')
  /** A location's lines, up to the closing brace on a line of its own (its JSON has braces too). */
  const block = (opening: string) => {
    const lines = conf.split('\n')
    const start = lines.findIndex((line) => line.trim() === opening)
    expect(start, `${opening} in deploy/nginx.conf`).toBeGreaterThan(-1)
    const end = lines.findIndex((line, i) => i > start && line.trim() === '}')
    return lines.slice(start, end).join('\n')
  }

  it('lets through exactly the upload body limit', () => {
    const size = /client_max_body_size (\d+)([km]?);/.exec(block('location /api/media {'))
    expect(size).not.toBeNull()
    const bytes = Number(size![1]) * { '': 1, k: 1024, m: 1024 * 1024 }[size![2] as '' | 'k' | 'm']
    expect(bytes).toBe(UPLOAD_BODY_LIMIT)
  })

  it('answers a larger one with the same words, in Payload’s shape', () => {
    expect(block('location /api/media {')).toContain('error_page 413 = @upload_too_large;')
    const answer = /return 413 '(.*)';/.exec(block('location @upload_too_large {'))
    expect(answer).not.toBeNull()
    expect(JSON.parse(answer![1]!)).toEqual(fileTooLargeAnswer())
  })
})
