import 'server-only'

import { getPageByPath } from '@/cms/read/pages'
import { getEnv } from '@/lib/env'

import { brandName } from './brand'
import { renderOgImage } from './ogImage'
import { ogCard, type CardText } from './ogText'

/** A card drawn with the site's brand and host. */
export async function ogImage(card: CardText) {
  return renderOgImage(ogCard(card, await brandName(), getEnv().siteUrl))
}

/** A listing or the home page: the CMS page at `path` gives title and description. */
export async function pageOgImage(path: string, eyebrow: string | undefined, fallbackTitle: string) {
  const page = await getPageByPath(path)
  return ogImage({ eyebrow, title: page?.title || fallbackTitle, description: page?.description })
}
