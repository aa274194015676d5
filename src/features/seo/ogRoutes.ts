import 'server-only'

import { getPageByPath } from '@/cms/read/pages'
import { getEnv } from '@/lib/env'

import { brandName } from './brand'
import { renderOgImage } from './ogImage'

/** What a card shows; the brand (also the default eyebrow) and the host are added here. */
export type CardText = { title: string; eyebrow?: string; description?: string | null }

export async function ogImage({ eyebrow, ...card }: CardText) {
  const brand = await brandName()
  return renderOgImage({ ...card, eyebrow: eyebrow ?? brand, brand, siteUrl: getEnv().siteUrl })
}

/** A listing or the home page: the CMS page at `path` gives title and description. */
export async function pageOgImage(path: string, eyebrow: string | undefined, fallbackTitle: string) {
  const page = await getPageByPath(path)
  return ogImage({ eyebrow, title: page?.title ?? fallbackTitle, description: page?.description })
}
