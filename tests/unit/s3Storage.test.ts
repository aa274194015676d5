import fs from 'node:fs'
import path from 'node:path'

import type { CollectionConfig, Config } from 'payload'
import { describe, expect, it } from 'vitest'

import { S3_PREFIXES, s3StorageOptions, storagePlugins } from '@/cms/storage/s3Storage'
import { parseEnv as parseProcessEnv } from '@/lib/env'

// Next types NODE_ENV as always present on ProcessEnv; these fixtures are partial on purpose.
const parseEnv = (vars: Record<string, string>) => parseProcessEnv(vars as NodeJS.ProcessEnv)

/** Every collection the CMS defines, found file by file rather than from a list that could miss one. */
const COLLECTIONS_DIR = path.resolve('src/cms/collections')
const modules = await Promise.all(
  fs
    .readdirSync(COLLECTIONS_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => import(path.join(COLLECTIONS_DIR, file)) as Promise<Record<string, unknown>>),
)
const collections = modules
  .flatMap((module) => Object.values(module))
  .filter(
    (value): value is CollectionConfig =>
      typeof value === 'object' && value !== null && 'slug' in value && 'fields' in value,
  )
const uploadCollections = collections.filter((collection) => collection.upload)

const BUCKET = { S3_BUCKET: 'cipherwell-media', DATA_DIR: '/srv/cipherwell' }

async function applied(source: Record<string, string>) {
  let config: Config = { collections: uploadCollections } as Config
  for (const plugin of storagePlugins(parseEnv(source))) config = await plugin(config)
  const bySlug = new Map((config.collections ?? []).map((collection) => [collection.slug, collection]))
  return (slug: string) => bySlug.get(slug)!
}

const fieldNames = (collection: CollectionConfig) =>
  collection.fields.flatMap((field) => ('name' in field ? [field.name] : []))

describe('S3 storage', () => {
  it('covers every upload collection, each in its own folder of the bucket', () => {
    expect(uploadCollections.map((collection) => collection.slug).sort()).toEqual(['cv-uploads', 'media'])
    expect(Object.keys(S3_PREFIXES).sort()).toEqual(['cv-uploads', 'media'])
    expect(new Set(Object.values(S3_PREFIXES)).size).toBe(Object.keys(S3_PREFIXES).length)
    expect(Object.keys(s3StorageOptions(parseEnv(BUCKET)).collections).sort()).toEqual(['cv-uploads', 'media'])
  })

  it('leaves files on disk under DATA_DIR when S3_BUCKET is unset, with the same schema', async () => {
    expect(s3StorageOptions(parseEnv({ DATA_DIR: '/srv/cipherwell' })).enabled).toBe(false)
    const onDisk = await applied({})
    const inBucket = await applied(BUCKET)
    for (const slug of ['media', 'cv-uploads']) {
      const original = uploadCollections.find((collection) => collection.slug === slug)!
      // Same staticDir, no handlers, no upload or delete hooks: Payload's own disk storage.
      expect(onDisk(slug).upload).toEqual(original.upload)
      expect(onDisk(slug).hooks).toEqual(original.hooks)
      // The columns the bucket needs exist either way: switching S3_BUCKET never needs a migration.
      expect(fieldNames(onDisk(slug))).toEqual(fieldNames(inBucket(slug)))
      expect(fieldNames(onDisk(slug))).toEqual(expect.arrayContaining(['prefix', '_objectKey']))
    }
  })

  it('stores in the bucket when S3_BUCKET is set, still served through Payload', async () => {
    const collectionsInBucket = await applied(BUCKET)
    for (const slug of ['media', 'cv-uploads']) {
      const upload = collectionsInBucket(slug).upload as Exclude<CollectionConfig['upload'], boolean | undefined>
      expect(upload.disableLocalStorage).toBe(true)
      // Payload's file route answers from the bucket only through this handler, after read access.
      expect(upload.handlers).toHaveLength(1)
    }
    const options = s3StorageOptions(parseEnv(BUCKET))
    expect(options).toMatchObject({ enabled: true, bucket: 'cipherwell-media' })
    expect(options.collections).toEqual({ media: { prefix: 'media' }, 'cv-uploads': { prefix: 'cv-uploads' } })
    for (const key of ['acl', 'signedDownloads', 'clientUploads'] as const) expect(options[key]).toBeUndefined()
  })

  it("uses AWS's defaults and the SDK's credential chain unless told otherwise", () => {
    expect(s3StorageOptions(parseEnv(BUCKET)).config).toEqual({ region: 'us-east-1', forcePathStyle: false })
  })

  it('talks to another S3-compatible endpoint with the given keys', () => {
    const env = parseEnv({
      ...BUCKET,
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG',
    })
    expect(s3StorageOptions(env).config).toEqual({
      region: 'auto',
      endpoint: 'https://minio.internal:9000',
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG' },
    })
  })
})
