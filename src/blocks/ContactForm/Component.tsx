import { SALES_TITLE } from '@/features/sales-contact/copy'
import { getEnv } from '@/lib/env'
import { RichText } from '@/features/richtext/RichText'
import { EmailLinks } from '@/ui/EmailLinks'
import type { DraftBlock } from '../RenderBlocks'
import { BlockSection } from '../shared/BlockSection'
import { SectionHeading } from '../shared/SectionHeading'
import { LazySalesForm } from './LazySalesForm.client'

/**
 * The drawer's form, inline: where contact links lead without JavaScript. The page's
 * HTML carries the whole form; sending it needs the script, which brings the captcha.
 */
export function ContactForm({
  block,
  tinted,
  anchor,
}: {
  block: DraftBlock<'contactForm'>
  tinted: boolean
  anchor?: string | null
}) {
  const form = (
    <div className={block.aside ? 'desk:col-span-7' : 'mx-auto max-w-3xl'}>
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
  )
  // With an aside, form and aside fill the container from its left edge, the page header's edge;
  // alone, the form keeps the rich text's centred measure, so form and text share one edge.
  if (!block.aside) return <BlockSection tinted={tinted} anchor={anchor}>{form}</BlockSection>
  return (
    <BlockSection tinted={tinted} anchor={anchor} className="grid gap-14 desk:grid-cols-12 desk:gap-16">
      {form}
      {/* A div, not an aside: a complementary landmark may not sit inside main. */}
      <div className="desk:col-span-5 desk:border-l desk:border-slate-200 desk:pl-12">
        <RichText data={block.aside} />
      </div>
    </BlockSection>
  )
}
