import fs from 'node:fs'
import path from 'node:path'

import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'

import { getEnv } from '../../lib/env'
import { log } from '../../lib/log'
import { s3ClientConfig, S3_PREFIXES, type UploadSlug } from './s3Storage'

let client: S3Client | undefined

/**
 * Removes the file of an upload whose document was rolled back with its transaction. Payload
 * stores the file (on disk, or in the bucket from an afterChange hook) before the transaction
 * commits, and no delete hook ever runs for a document that never existed; a CV left behind
 * would be an applicant's personal data that nobody can find or erase. Only `filename` is
 * removed: for collections without resized copies. Never throws, so the caller's own error
 * stays the one reported.
 */
export async function discardUpload(payload: Payload, slug: UploadSlug, filename: string): Promise<void> {
  const env = getEnv()
  try {
    if (!env.S3_BUCKET) {
      // Where Payload itself writes and serves the file (its default folder is the slug).
      const { staticDir } = payload.collections[slug].config.upload
      fs.rmSync(path.resolve(staticDir || slug, filename), { force: true })
      return
    }
    client ??= new S3Client(s3ClientConfig(env))
    await client.send(
      new DeleteObjectCommand({ Bucket: env.S3_BUCKET, Key: path.posix.join(S3_PREFIXES[slug], filename) }),
    )
  } catch (error) {
    log().error(
      { err: error, collection: slug, file: filename },
      'could not remove the file of an upload that was rolled back',
    )
  }
}
