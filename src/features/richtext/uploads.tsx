import type { SerializedUploadNode } from '@payloadcms/richtext-lexical'
import type { JSXConverter } from '@payloadcms/richtext-lexical/react'

/**
 * Payload's upload node, shown only when the read populated its file: Payload's converter
 * throws on a file that is gone (null) or read without its fields, and in a draft's preview
 * that is an error for every render. An id left unpopulated shows nothing, as before.
 */
export function populatedUploads(upload: JSXConverter<SerializedUploadNode> | undefined): JSXConverter<SerializedUploadNode> {
  return (args) => {
    const file = args.node.value as { url?: unknown; mimeType?: unknown } | number | string | null
    if (typeof file !== 'object' || !file || typeof file.url !== 'string' || typeof file.mimeType !== 'string') return null
    return typeof upload === 'function' ? upload(args) : null
  }
}
