import { splitEmailAddresses } from '@/lib/emailAddresses'

const LINK = 'underline underline-offset-2'
const ON_LIGHT = `${LINK} text-brand-700 hover:text-brand-600`
const ON_DARK = `${LINK} text-brand-300 hover:text-white`

/**
 * Plain CMS text (an intro, a block's copy) with each email address it mentions as a `mailto:`
 * link, so an address works whoever typed it; the words read exactly as written. `dark` when the
 * band behind it is dark.
 */
export function EmailLinks({ text, dark = false }: { text: string; dark?: boolean }) {
  return (
    <>
      {splitEmailAddresses(text).map((part, index) =>
        part.email ? (
          <a key={index} href={`mailto:${part.text}`} className={dark ? ON_DARK : ON_LIGHT}>
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
