/**
 * A headline shown beside the company's wordmark, which names the company already: "Fernwick
 * Finance moved from SAQ D to SAQ A" becomes "Moved from SAQ D to SAQ A". The name comes off only
 * where a lower-case word follows it, so a possessive ("Fernwick’s checkout") is left whole.
 * `nameHidden`: the text does not name the company, so the link it makes needs the name for
 * screen readers (the wordmark beside it is decorative).
 */
export function titleWithoutCompany(headline: string, company: string): { text: string; nameHidden: boolean } {
  const name = company.trim()
  const whole = headline.trim()
  const rest = name && whole.startsWith(`${name} `) ? whole.slice(name.length + 1).trimStart() : ''
  const text = /^\p{Ll}/u.test(rest) ? `${rest.charAt(0).toUpperCase()}${rest.slice(1)}` : whole
  return { text, nameHidden: Boolean(name) && !text.toLowerCase().includes(name.toLowerCase()) }
}
