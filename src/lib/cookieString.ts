/**
 * A Set-Cookie / document.cookie string, attributes always in one order. Secure only where
 * the caller says (https): a Secure cookie set over plain http is dropped by browsers.
 */
export function cookieString(
  name: string,
  value: string,
  options: { maxAge: number; path?: string; httpOnly?: boolean; domain?: string; secure: boolean },
): string {
  return [
    `${name}=${value}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${options.maxAge}`,
    ...(options.httpOnly ? ['HttpOnly'] : []),
    'SameSite=Lax',
    ...(options.domain ? [`Domain=${options.domain}`] : []),
    ...(options.secure ? ['Secure'] : []),
  ].join('; ')
}
