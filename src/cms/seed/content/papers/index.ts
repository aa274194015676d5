import type { RequiredDataFromCollectionSlug } from 'payload'

import { daysAgo } from '../../lib/dates'
import type { SeedContext } from '../../lib/seedContext'
import { renderPdf, type PaperDocument } from '../../media/pdf'
import { confidentialComputing } from './confidentialComputing'
import { paymentPageScripts } from './paymentPageScripts'
import { tokenizationArchitectures } from './tokenizationArchitectures'
import type { SeedPaper } from './types'

export const SEED_PAPERS: SeedPaper[] = [tokenizationArchitectures, paymentPageScripts, confidentialComputing]

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** The PDF's content; its date is the paper's publication month, so it matches the listing. */
export const paperDocument = (paper: SeedPaper, now: Date): PaperDocument => ({
  title: paper.title,
  subtitle: paper.subtitle,
  date: monthYear.format(new Date(daysAgo(now, paper.daysAgo))),
  sections: paper.sections,
})

export const papers = ({ now, media }: SeedContext): RequiredDataFromCollectionSlug<'papers'>[] =>
  SEED_PAPERS.map((paper) => ({
    title: paper.title,
    slug: paper.slug,
    abstract: paper.abstract,
    pdf: media(`paper-${paper.slug}`),
    coverImage: media(`paper-cover-${paper.slug}`),
    // The count shown next to the download is the PDF's own.
    pages: renderPdf(paperDocument(paper, now)).pages,
    publishedAt: daysAgo(now, paper.daysAgo),
  }))
