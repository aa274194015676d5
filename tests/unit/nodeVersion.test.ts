import { describe, expect, it } from 'vitest'

import { requiredNodeMajor, unsupportedNode } from '../../scripts/lib/nodeVersion'

describe('Node runtime', () => {
  it('requires Node 24 LTS or newer (Node 20 reached end of life in April 2026)', () => {
    expect(requiredNodeMajor()).toBe(24)
  })

  it('refuses an older Node with a message that says what to do', () => {
    expect(unsupportedNode('20.20.2', 24)).toMatch(/Node 20\.20\.2 is too old: the site needs Node 24 or newer/)
    expect(unsupportedNode('23.11.0', 24)).not.toBeNull()
    expect(unsupportedNode('24.0.0', 24)).toBeNull()
    expect(unsupportedNode('26.1.0', 24)).toBeNull()
  })

  it('the test run itself is on Node 24 or newer, as npm scripts are on a machine whose system Node is 20', () => {
    expect(unsupportedNode(process.versions.node, requiredNodeMajor())).toBeNull()
  })
})
