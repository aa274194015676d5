import type { Draft } from '@/cms/draft'
import type { FaqBlock } from '@/cms/payload-types'

/**
 * schema.org FAQPage, so search engines can show the questions and answers as a rich result.
 * A draft's unfinished questions are left out; with none finished there is no FAQ to describe: null.
 */
export function faqJsonLd(items: Draft<FaqBlock>['items']) {
  const answered = (items ?? []).flatMap((item) =>
    item?.question?.trim() && item.answer?.trim() ? [{ question: item.question, answer: item.answer }] : [],
  )
  if (answered.length === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: answered.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}
