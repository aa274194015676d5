import type { TextField } from 'payload'

/**
 * An internal path (`/pricing`, `/blog#latest`) or an absolute http(s) URL; nothing else.
 * Backslashes are refused in paths: browsers read `/\evil.example` as `//evil.example`.
 */
export const HREF = /^(\/(?![/\\])[^\s\\]*|https?:\/\/[^\s/\\]+[^\s\\]*)$/

export const isValidHref = (value: unknown): boolean => typeof value === 'string' && HREF.test(value)

export const hrefField = (overrides: Partial<TextField> = {}): TextField =>
  ({
    name: 'href',
    type: 'text',
    validate: (value: string | null | undefined, { required }: { required?: boolean }) => {
      if (!value) return required ? 'Enter a path like /pricing or a URL like https://…' : true
      return isValidHref(value) || 'Enter a path like /pricing or a URL like https://…'
    },
    ...overrides,
  }) as TextField
