import type { Form } from '@/cms/payload-types'
import { toDefinition } from '@/features/campaign-forms/toDefinition'
import { RichText } from '@/features/richtext/RichText'
import { getEnv } from '@/lib/env'
import { EmailLinks } from '@/ui/EmailLinks'
import type { DraftBlock } from '../RenderBlocks'
import { BlockSection } from '../shared/BlockSection'
import { SectionHeading } from '../shared/SectionHeading'
import { LazyCampaignForm } from './LazyCampaignForm.client'


/**
 * A published campaign form on a page; nothing while the form is unpublished or deleted (the
 * page keeps its other blocks). The form's message blocks and confirmation are rich text,
 * rendered here on the server and handed to the form.
 */
export function CampaignFormSection({
  block,
  tinted,
  anchor,
}: {
  block: DraftBlock<'formBlock'>
  tinted: boolean
  anchor?: string | null
}) {
  const populated = typeof block.form === 'object' ? block.form : null
  if (!populated || populated._status !== 'published') return null
  // Published, so Payload validated it: the whole form, however unfinished the page around it.
  const form = populated as Form
  const definition = toDefinition(form)
  const messages: Record<number, React.ReactNode> = {}
  ;(form.fields ?? []).forEach((field, index) => {
    if (field.blockType === 'message' && field.message) messages[index] = <RichText data={field.message} />
  })
  const confirmation = form.confirmationMessage ? <RichText data={form.confirmationMessage} /> : null
  return (
    <BlockSection tinted={tinted} anchor={anchor}>
      <div className="mx-auto max-w-3xl">
        {block.heading ? <SectionHeading heading={block.heading} intro={block.intro ? <EmailLinks text={block.intro} /> : null} /> : null}
        <noscript>
          <p className="mt-4 text-slate-600">Sending this form needs JavaScript, which runs its spam check.</p>
        </noscript>
        <div className={block.heading ? 'mt-10' : undefined}>
          <LazyCampaignForm definition={definition} captchaSiteKey={getEnv().HCAPTCHA_SITEKEY} messages={messages} confirmation={confirmation} />
        </div>
      </div>
    </BlockSection>
  )
}
