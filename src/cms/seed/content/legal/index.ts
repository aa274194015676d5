import type { RequiredDataFromCollectionSlug } from 'payload'

import { monthStart } from '../../lib/dates'
import type { SeedContext } from '../../lib/seedContext'
import { cookies } from './cookies'
import { privacy } from './privacy'
import { terms } from './terms'

/** Served at /legal/{slug}; the footer links to all three. */
export const legal = ({ now, md }: SeedContext): RequiredDataFromCollectionSlug<'legal'>[] =>
  [terms, privacy, cookies].map(({ monthsBack, markdown, ...doc }) => ({
    ...doc,
    effectiveDate: monthStart(now, monthsBack),
    content: md(markdown),
  }))
