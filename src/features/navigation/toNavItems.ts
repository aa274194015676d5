import type { HeaderNav, Webinar } from '@/cms/payload-types'
import { isExternal } from '@/lib/href'
import { ICON_PATHS, iconPath } from '@/lib/icons'

import { formatWebinarTime, isUpcoming } from '../webinars/schedule'
import type { NavChild, NavItem, NavLinkItem } from './types'

type CmsItem = NonNullable<HeaderNav['items']>[number]
type CmsBlock = NonNullable<CmsItem['children']>[number]
type CmsListItem = Extract<CmsBlock, { blockType: 'navList' }>['items'][number]

/** "Dec 12, 2026, 5:00 PM UTC" while upcoming; "On demand" once it has happened. */
export function webinarWhen(startsAt: string, now: Date): string {
  return isUpcoming({ startsAt }, now) ? formatWebinarTime(startsAt, 'short') : 'On demand'
}

function toLink(item: CmsListItem): NavLinkItem | null {
  const base = { title: item.title, text: item.text ?? undefined, iconPath: iconPath(item.icon) }
  if (item.action === 'registerInterest') {
    const dialog = item.dialog
    if (!dialog?.topic) return null
    return {
      ...base,
      external: false,
      registerInterest: {
        title: dialog.title || item.title,
        text: dialog.text ?? '',
        topic: dialog.topic,
        icon: dialog.icon ?? item.icon ?? undefined,
      },
    }
  }
  const href = item.link?.href
  if (!href) return null
  return { ...base, href, external: isExternal(href) }
}

function toChild(block: CmsBlock, webinar: Webinar | null, now: Date): NavChild | null {
  if (block.blockType === 'navWebinar') {
    if (!webinar) return null
    return {
      type: 'WEBINAR',
      label: block.title,
      title: webinar.title,
      href: `/webinars/${webinar.slug}`,
      when: webinarWhen(webinar.startsAt, now),
      iconPath: ICON_PATHS.video,
      speakers: (webinar.speakers ?? []).slice(0, 3).map((speaker) => speaker.name),
      minutes: webinar.durationMinutes,
    }
  }
  const items = block.items.map(toLink).filter((link): link is NavLinkItem => link !== null)
  const featuredHref = block.featured?.link?.href
  const featured = featuredHref && block.featured?.title ? block.featured : null
  return {
    type: 'LIST',
    title: block.title,
    variant: block.variant === 'secondary' ? 'secondary' : 'primary',
    items,
    featured: featured
      ? {
          href: featuredHref!,
          title: featured.title!,
          text: featured.text ?? undefined,
          iconPath: iconPath(featured.icon),
          external: isExternal(featuredHref!),
        }
      : undefined,
  }
}

/**
 * The header-nav global plus the featured webinar, as navigation items.
 * Entries that lead nowhere (no link, no dropdown) are left out rather than rendered dead.
 */
export function toNavItems(nav: HeaderNav, webinar: Webinar | null, now: Date): NavItem[] {
  return (nav.items ?? []).flatMap((item): NavItem[] => {
    const children = (item.children ?? [])
      .map((block) => toChild(block, webinar, now))
      .filter((child): child is NavChild => child !== null)
    if (children.length > 0) return [{ title: item.title, external: false, children }]
    const href = item.link?.href
    if (href) return [{ title: item.title, href, external: isExternal(href) }]
    return []
  })
}
