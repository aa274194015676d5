import { serializePolicy } from './serializePolicy'

/**
 * Payload's admin: its own, looser policy. It is a large client application we do not build
 * (rich-text editor, drag and drop, code fields) and only signed-in staff use it, so inline
 * scripts and eval are allowed there; framing, plugins, base and form targets stay locked.
 */
export function adminPolicy(): string {
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })
}
