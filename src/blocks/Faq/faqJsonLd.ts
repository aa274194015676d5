import type { FaqBlock } from '@/cms/payload-types'

/** schema.org FAQPage, so search engines can show the questions and answers as a rich result. */
export const faqJsonLd = (items: FaqBlock['items']) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: items.map(({ question, answer }) => ({
    '@type': 'Question',
    name: question,
    acceptedAnswer: { '@type': 'Answer', text: answer },
  })),
})
