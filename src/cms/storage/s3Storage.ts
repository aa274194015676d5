import { s3Storage, type S3StorageOptions } from '@payloadcms/storage-s3'
import type { CollectionSlug, Field, Plugin } from 'payload'

import type { Env } from '../../lib/env'

/**
 * Every upload collection and its folder in the bucket. Payload makes file names unique only
 * within a collection, so each gets its own folder: a media file can never overwrite a CV.
 * The folders also let the bucket's owner scope policies: CVs are applicants' personal data,
 * so a lifecycle (retention) rule or a stricter key policy can target `cv-uploads/` alone.
 */
export const S3_PREFIXES = { media: 'media', 'cv-uploads': 'cv-uploads' } as const satisfies {
  [slug in CollectionSlug]?: string
}

export type UploadSlug = keyof typeof S3_PREFIXES

/**
 * The AWS SDK client's settings. Without both keys the SDK's own chain (instance role, AWS_*
 * variables) supplies credentials.
 */
export function s3ClientConfig(env: Env): NonNullable<S3StorageOptions['config']> {
  return {
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    ...(env.S3_ENDPOINT
      ? {
          endpoint: env.S3_ENDPOINT,
          // Since early 2025 the SDK adds CRC checksums to every upload by default, which several
          // S3-compatible services (older MinIO, R2, B2, Ceph …) refuse; they get checksums only
          // where the S3 API requires one. AWS itself keeps the default.
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
  }
}

/**
 * Uploads in the S3_BUCKET bucket when it is set; on disk under DATA_DIR otherwise.
 *
 * The plugin is installed either way, disabled without a bucket, because it adds two columns
 * (`prefix`, `_objectKey`) to each upload collection and the schema only changes through
 * committed migrations: `alwaysInsertFields` keeps it the same whether or not a bucket is set.
 *
 * `disablePayloadAccessControl` stays off and no ACL is set (the bucket stays private): every
 * file is still served by Payload at `/api/<collection>/file/<name>` on our own origin, after
 * the collection's read access (CVs: admins and sales only). That also keeps next/image's
 * `localPatterns` and the Content-Security-Policy's `img-src 'self'` valid with a bucket.
 * Payload resizes images (sharp) in memory before the upload, so every size lands beside
 * its original.
 */
export function s3StorageOptions(env: Env): S3StorageOptions {
  return {
    enabled: Boolean(env.S3_BUCKET),
    alwaysInsertFields: true,
    bucket: env.S3_BUCKET ?? '',
    config: s3ClientConfig(env),
    collections: {
      media: { prefix: S3_PREFIXES.media },
      'cv-uploads': { prefix: S3_PREFIXES['cv-uploads'] },
    },
  }
}

/** The plugin's bookkeeping fields: hidden in the form already, and kept out of list columns and filters too. */
const STORAGE_FIELDS = new Set(['prefix', '_objectKey'])

const hideStorageFields: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.slug in S3_PREFIXES
      ? {
          ...collection,
          fields: collection.fields.map((field): Field =>
            'name' in field && STORAGE_FIELDS.has(field.name)
              ? ({ ...field, admin: { ...field.admin, disableListColumn: true, disableListFilter: true } } as Field)
              : field,
          ),
        }
      : collection,
  ),
})

export const storagePlugins = (env: Env): Plugin[] => [s3Storage(s3StorageOptions(env)), hideStorageFields]
