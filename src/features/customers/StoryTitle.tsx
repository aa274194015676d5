import { titleWithoutCompany } from './titleWithoutCompany'

/** A story's headline next to its wordmark: without the company's name, which only screen readers hear (titleWithoutCompany.ts). */
export function StoryTitle({ headline, company }: { headline: string; company: string }) {
  const { text, nameHidden } = titleWithoutCompany(headline, company)
  return (
    <>
      {nameHidden ? <span className="sr-only">{company}: </span> : null}
      {text}
    </>
  )
}
