import type { LeadSlug } from '../collections/leads'

/**
 * Every "a lead arrived" email has one shape: what arrived, the admin link to read it, and the
 * reminder that the visitor's data stays in the CMS. Email is stored and forwarded in places we
 * do not control, so it never carries what the visitor wrote.
 */
export function leadArrivedEmail({
  subject,
  arrived,
  collection,
  id,
  siteUrl,
  kept,
}: {
  subject: string
  /** The sentence's subject: "A new demo request (#12)". */
  arrived: string
  collection: LeadSlug
  id: string
  siteUrl: string
  /** What of the visitor's stays behind: "details", "answers". */
  kept: string
}): { subject: string; text: string } {
  return {
    subject,
    text: [
      `${arrived} has arrived on the website.`,
      '',
      `Read it in the admin (sign-in required): ${siteUrl}/admin/collections/${collection}/${id}`,
      '',
      `The visitor's ${kept} stay in the CMS; they are never sent by email.`,
    ].join('\n'),
  }
}
