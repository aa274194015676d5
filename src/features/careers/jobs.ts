import type { Job } from '@/cms/payload-types'

/** What the careers list shows of a job: all the client island receives. */
export type JobSummary = { slug: string; title: string; location: string; employmentType: string }
export type DepartmentGroup = { department: string; jobs: JobSummary[] }

/**
 * Jobs under their department, departments in `order` (the CMS's list) and any unknown
 * department after them, jobs in the order given; departments without jobs are left out.
 */
export function groupByDepartment(
  jobs: Pick<Job, 'slug' | 'title' | 'location' | 'employmentType' | 'department'>[],
  order: readonly string[],
  typeLabel: (type: Job['employmentType']) => string,
): DepartmentGroup[] {
  const groups = new Map<string, JobSummary[]>(order.map((department) => [department, []]))
  for (const job of jobs) {
    const list = groups.get(job.department) ?? []
    list.push({
      slug: job.slug,
      title: job.title,
      location: job.location,
      employmentType: typeLabel(job.employmentType),
    })
    groups.set(job.department, list)
  }
  return [...groups].filter(([, list]) => list.length > 0).map(([department, list]) => ({ department, jobs: list }))
}

/** Every distinct location, alphabetically: the filter's options. */
export const locationsOf = (groups: DepartmentGroup[]) =>
  [...new Set(groups.flatMap((group) => group.jobs.map((job) => job.location)))].sort((a, b) => a.localeCompare(b))

/** Whether a job shows under the chosen location ('' means every location). */
export const matchesLocation = (job: JobSummary, location: string) => location === '' || job.location === location

export function countMatching(groups: DepartmentGroup[], location: string): number {
  return groups.reduce((sum, group) => sum + group.jobs.filter((job) => matchesLocation(job, location)).length, 0)
}

/** "3 open roles in London", "1 open role": what the live region announces after filtering. */
export function resultMessage(count: number, location: string): string {
  const roles = `${count} open ${count === 1 ? 'role' : 'roles'}`
  return location ? `${roles} in ${location}` : roles
}
