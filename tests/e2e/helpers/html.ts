/** Small readers for server HTML, so crawls need no browser. */
export const attrValues = (html: string, tag: string, attr: string): string[] =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*\\s${attr}="([^"]*)"`, 'gi'))].map(([, value]) => decode(value!))

export const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/** The URLs an <img srcset> offers. */
export const srcsetUrls = (srcset: string) =>
  srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0]!)
    .filter(Boolean)
