import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const FEATURES = path.resolve(__dirname, '../../src/features')
const IMPORT = /(?:from|import)\s*\(?\s*'([^']+)'/g

/** Every .ts/.tsx file under `dir`, recursively. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The feature folder (its first segment under src/features) a specifier from `file` points into, if any. */
function featureOf(file: string, specifier: string): string | undefined {
  let target: string
  if (specifier.startsWith('@/features/')) target = path.join(FEATURES, specifier.slice('@/features/'.length))
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier)
  else return undefined
  const relative = path.relative(FEATURES, target)
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0]
}

/** Feature folder -> the other feature folders its files import. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const file of sourceFiles(FEATURES)) {
    const from = path.relative(FEATURES, file).split(path.sep)[0]!
    const edges = graph.get(from) ?? graph.set(from, new Set()).get(from)!
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = featureOf(file, specifier!)
      if (to && to !== from && !to.includes('.')) edges.add(to)
    }
  }
  return graph
}

/** A cycle through the graph as a list of folders (first repeated last), or undefined. */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const done = new Set<string>()
  const visit = (node: string, trail: string[]): string[] | undefined => {
    const seen = trail.indexOf(node)
    if (seen >= 0) return [...trail.slice(seen), node]
    if (done.has(node)) return undefined
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...trail, node])
      if (cycle) return cycle
    }
    done.add(node)
    return undefined
  }
  for (const node of graph.keys()) {
    const cycle = visit(node, [])
    if (cycle) return cycle
  }
  return undefined
}

// ESLint's import/no-cycle would say the same per file, but it makes `npm run lint` seven
// times slower (it parses every module's exports); the folders' graph is what matters here.
describe('feature folders', () => {
  it('import each other without a cycle (navigation and shell imported each other once)', () => {
    expect(findCycle(featureGraph())).toBeUndefined()
  })

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ])
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a'])
    expect(featureGraph().get('shell')?.has('navigation')).toBe(true)
  })
})
