import { ArchitectureDiagram } from '@/blocks/ArchitectureDiagram/Component'
import type { Draft } from '@/cms/draft'
import type { Customer } from '@/cms/payload-types'

/**
 * A story's architecture, drawn by the architecture diagram block from the story's own lanes
 * and steps (the customers collection borrows the block's fields): a tinted section after
 * the story, with its numbered steps beside it. None until the story has lanes.
 */
export function StoryArchitecture({ customer }: { customer: Draft<Customer> }) {
  const diagram = customer.architecture
  if (!diagram?.lanes?.length) return null
  return (
    <ArchitectureDiagram
      block={{
        blockType: 'architectureDiagram',
        heading: diagram.heading || 'How the pieces fit together',
        intro: diagram.intro,
        lanes: diagram.lanes,
        steps: diagram.steps,
      }}
      tinted
      anchor="architecture"
    />
  )
}
