import { serializePolicy } from './serializePolicy'

/**
 * Payload's admin: its own, looser policy. It is a large client application we do not build
 * (rich-text editor, drag and drop, code fields) and only signed-in staff use it, so inline
 * scripts and eval are allowed there; framing, plugins, base and form targets stay locked.
 */
export function adminPolicy(): string {
  return serializePolicy({
    'default-src': ["'self'"],
    // 'unsafe-inline': the admin is rendered per request with inline scripts (Next's bootstrap and data) we do not hash.
    // 'unsafe-eval': libraries in Payload's admin bundle compile code at run time (`new Function`), which we cannot change.
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    // 'unsafe-inline': Payload's UI, the rich-text editor and drag and drop set style attributes and inline <style>.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: and blob: are the previews of an image chosen for upload, before it is saved.
    'img-src': ["'self'", 'data:', 'blob:'],
    // data: is for fonts the admin's bundled CSS inlines.
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    // blob: is for web workers the admin's editors start from blob: URLs.
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })
}
