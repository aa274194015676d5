import type { ContactFormBlock } from '@/cms/payload-types'
import { SALES_TITLE } from '@/features/sales-contact/copy'
import { getEnv } from '@/lib/env'
import { EmailLinks } from '@/ui/EmailLinks'
import { BlockSection } from '../shared/BlockSection'
import { SectionHeading } from '../shared/SectionHeading'
import { LazySalesForm } from './LazySalesForm.client'

/**
 * The drawer's form, inline: where contact links lead without JavaScript. The page's
 * HTML carries the whole form; sending it needs the script, which brings the captcha.
 */
export function ContactForm({ block, tinted }: { block: ContactFormBlock; tinted: boolean }) {
  return (
    <BlockSection tinted={tinted}>
      {/* The measure of the rich text around it (RichText block), so form and text share one edge. */}
      <div className="mx-auto max-w-3xl">
        <SectionHeading
          heading={block.heading || SALES_TITLE}
          intro={block.text ? <EmailLinks text={block.text} /> : null}
        />
        <noscript>
          <p className="mt-4 text-slate-600">Sending this form needs JavaScript, which runs its spam check.</p>
        </noscript>
        <div className="mt-10">
          <LazySalesForm context={block.context || 'contact-page'} captchaSiteKey={getEnv().HCAPTCHA_SITEKEY} />
        </div>
      </div>
    </BlockSection>
  )
}
