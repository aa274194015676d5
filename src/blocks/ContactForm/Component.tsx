import type { ContactFormBlock } from '@/cms/payload-types'
import { Container } from '@/features/layout/Container'
import { SALES_TITLE } from '@/features/sales-contact/copy'
import { getEnv } from '@/lib/env'
import { EmailLinks } from '@/ui/EmailLinks'
import { LazySalesForm } from './LazySalesForm.client'

/**
 * The drawer's form, inline: where contact links lead without JavaScript. The page's
 * HTML carries the whole form; sending it needs the script, which brings the captcha.
 */
export function ContactForm({ block, tinted }: { block: ContactFormBlock; tinted: boolean }) {
  return (
    <section className={`${tinted ? 'bg-slate-50' : 'bg-white'} py-16 desk:py-24`}>
      <Container>
        <div className="mx-auto max-w-2xl">
          <h2 className="text-3xl font-bold tracking-tight text-balance text-slate-900 desk:text-4xl">
            {block.heading || SALES_TITLE}
          </h2>
          {block.text ? <p className="mt-4 text-lg text-slate-600">
              <EmailLinks text={block.text} />
            </p> : null}
          <noscript>
            <p className="mt-4 text-slate-600">Sending this form needs JavaScript, which runs its spam check.</p>
          </noscript>
          <div className="mt-10">
            <LazySalesForm context={block.context || 'contact-page'} captchaSiteKey={getEnv().HCAPTCHA_SITEKEY} />
          </div>
        </div>
      </Container>
    </section>
  )
}
