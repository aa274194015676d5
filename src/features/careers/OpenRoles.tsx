import { BlockSection } from '@/blocks/shared/BlockSection'
import { SectionHeading } from '@/blocks/shared/SectionHeading'
import { EmailLinks } from '@/ui/EmailLinks'

import { JobBoard } from './JobBoard.client'
import type { DepartmentGroup } from './jobs'
import { OPEN_ROLES_INTRO } from './whyJoin'

/** The openings, last on the careers page; `#open-roles` is where "See open roles" leads. */
export function OpenRoles({ groups, locations }: { groups: DepartmentGroup[]; locations: string[] }) {
  return (
    <BlockSection tinted anchor="open-roles">
      <SectionHeading
        heading="Open roles"
        intro={<EmailLinks text={OPEN_ROLES_INTRO} />}
        className="max-w-2xl"
      />
      <div className="mt-10">
        {groups.length > 0 ? (
          <JobBoard groups={groups} locations={locations} />
        ) : (
          <p className="text-slate-600">No open roles right now. We post new ones here first.</p>
        )}
      </div>
    </BlockSection>
  )
}
