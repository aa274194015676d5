import type { Job } from '@/cms/payload-types'

/** What the careers list shows of a job: all the client island receives. */
export type JobSummary = { slug: string; title: string; location: string; employmentType: string }
/** `department` is the stored value (a key); `label` is what the page shows. */
export type DepartmentGroup = { department: string; label: string; jobs: JobSummary[] }
export type DepartmentOption = { readonly label: string; readonly value: string }

/**
 * Jobs under their department, departments in `order` (the CMS's options) and any unknown
 * department after them, labelled with its value; jobs in the order given; departments
 * without jobs are left out.
 */
export function groupByDepartment(
  jobs: Pick<Job, 'slug' | 'title' | 'location' | 'employmentType' | 'department'>[],
  order: readonly DepartmentOption[],
  typeLabel: (type: Job['employmentType']) => string,
): DepartmentGroup[] {
  const labels = new Map(order.map((option) => [option.value, option.label]))
  const groups = new Map<string, JobSummary[]>(order.map((option) => [option.value, []]))
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
  return [...groups]
    .filter(([, list]) => list.length > 0)
    .map(([department, list]) => ({ department, label: labels.get(department) ?? department, jobs: list }))
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
