import { Benefits } from './Benefits'
import { HowWeHire } from './HowWeHire'
import type { DepartmentGroup } from './jobs'
import { Mission } from './Mission'
import { OpenRoles } from './OpenRoles'
import { Team } from './Team'
import { Values } from './Values'

/**
 * The careers page under its header (h1 and intro): why to join (mission, values, benefits,
 * how we hire, the team), then the openings. Server-rendered; only the job board's location
 * filter is client code. The bands alternate white and slate-50, as page blocks do.
 */
export function CareersListing({ groups, locations }: { groups: DepartmentGroup[]; locations: string[] }) {
  return (
    <>
      <Mission />
      <Values />
      <Benefits />
      <HowWeHire />
      <Team />
      <OpenRoles groups={groups} locations={locations} />
    </>
  )
}
