import { Link } from '@/ui/Link.client'

import type { Banner as BannerData } from '@/cms/payload-types'
import { BANNER_OFFSET_PX } from '@/ui/layoutConstants'

export const isBannerShown = (banner: BannerData) => Boolean(banner.enabled && banner.text?.trim())

export function Banner({ banner }: { banner: BannerData }) {
  return (
    <div
      data-testid="announcement-banner"
      className="fixed inset-x-0 top-0 z-50 flex items-center justify-center gap-3 bg-brand-600 px-4 text-center text-sm font-medium text-white"
      style={{ height: BANNER_OFFSET_PX }}
    >
      <p className="line-clamp-2">{banner.text}</p>
      {banner.link?.href ? (
        <Link href={banner.link.href} className="shrink-0 underline underline-offset-4 hover:no-underline">
          {banner.linkLabel || 'Learn more'}
        </Link>
      ) : null}
    </div>
  )
}
