import * as readers from '@/cms/read/collections'
import { PressRelease } from '@/features/press/PressRelease'
import type { Listing } from '../contentType'
import { band, empty } from './bands'

/** Press releases are listed in full, newest first (the reader's sort), with no page each. */
export const pressListing: Listing<Awaited<ReturnType<typeof readers.getPressReleases>>[number]> = {
  path: '/press',
  load: readers.getPressReleases,
  render: (releases) =>
    band(
      // A reading measure, on the page's left edge like the heading above it.
      <div className="max-w-3xl divide-y divide-slate-200">
        {releases.length > 0
          ? releases.map((release) => <PressRelease key={release.id} release={release} />)
          : empty('No press releases yet.')}
      </div>,
    ),
  og: { alt: 'Press and news on a dark card with the logo', eyebrow: 'Company', title: 'Press' },
}
