import type { RequiredDataFromCollectionSlug } from 'payload'

import { daysAgo } from '../../lib/dates'
import type { SeedContext } from '../../lib/seedContext'
import type { PaperDocument } from '../../media/paperDocument'
import { paperPageCount } from '../../media/paperPdf'
import { confidentialComputing } from './confidentialComputing'
import { paymentPageScripts } from './paymentPageScripts'
import { tokenizationArchitectures } from './tokenizationArchitectures'
import type { SeedPaper } from './types'

export const SEED_PAPERS: SeedPaper[] = [tokenizationArchitectures, paymentPageScripts, confidentialComputing]

const ABOUT = [
  'Cipherwell is a data-security and payments-compliance platform for developers. Relay, our encryption proxy, tokenizes and encrypts sensitive fields in requests as they pass, so your systems store tokens instead of card numbers and personal data. Functions and Enclaves run your code on the plaintext in isolated, attested environments, and our card collection, 3-D Secure, network token and BIN lookup services let you accept and route payments without bringing card data back into scope.',
  'This paper describes Cipherwell’s own research and the anonymised, aggregated experience of our customers; it is not legal advice or a substitute for the judgement of your Qualified Security Assessor. To discuss it with the authors, write to research@cipherwell.com or visit cipherwell.com/papers.',
]

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** The PDF's content; its date is the paper's publication month, so it matches the listing. */
export function paperDocument(paper: SeedPaper, now: Date): PaperDocument {
  const published = new Date(daysAgo(now, paper.daysAgo))
  return {
    key: paper.slug,
    pattern: paper.coverPattern,
    title: paper.title,
    subtitle: paper.subtitle,
    date: monthYear.format(published),
    year: published.getUTCFullYear(),
    summary: paper.summary,
    keyFigures: paper.keyFigures,
    sections: paper.sections,
    about: ABOUT,
  }
}

export const papers = ({ now, media }: SeedContext): RequiredDataFromCollectionSlug<'papers'>[] =>
  SEED_PAPERS.map((paper) => ({
    title: paper.title,
    slug: paper.slug,
    abstract: paper.abstract,
    pdf: media(`paper-${paper.slug}`),
    coverImage: media(`paper-cover-${paper.slug}`),
    // The count shown next to the download is the PDF's own.
    pages: paperPageCount(paperDocument(paper, now), now),
    publishedAt: daysAgo(now, paper.daysAgo),
  }))
