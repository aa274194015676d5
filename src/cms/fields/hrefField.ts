import type { TextField } from 'payload'

/**
 * An internal path (`/pricing`, `/blog#latest`), an anchor on the same page (`#register`) or an
 * absolute http(s) URL; nothing else. Backslashes are refused in paths: browsers read
 * `/\evil.example` as `//evil.example`. Whether an anchor leads to a block is the link field's
 * check (src/cms/anchors/linkAnchors.ts): an anchor alone only means something on a page.
 */
export const HREF = /^(#[^\s\\]*|\/(?![/\\])[^\s\\]*|https?:\/\/[^\s/\\]+[^\s\\]*)$/

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
