import type * as GraphQL from 'graphql'
import type { ASTVisitor, FieldNode, SelectionSetNode, ValidationContext, ValidationRule } from 'graphql'
import type { Config } from 'payload'

/**
 * What one GraphQL request may cost. Payload's own limit counts each field once (1,000
 * fields), so 330 aliases of `Posts(limit: 100) { docs { content } }` passed it and made the
 * server build a 28 MB answer for 21 s, and 100 aliases each with a 900-term `where` stalled it
 * for 32 s. Here a list's fields count once per document it may return, and every term of a
 * `where` counts twice, so both are refused before anything runs. A client's ordinary query (a page
 * of 100 documents with a dozen fields: about 1,300) stays well inside.
 */
export const MAX_QUERY_COST = 2_000
/** Fields the walk visits at most (a fragment spread many times is walked each time). */
const MAX_VISITS = 5_000
/** Payload's page size when a list query gives none. */
const DEFAULT_LIMIT = 10
/** `limit: 0` or `pagination: false` asks for every document: costed as this many. */
const UNBOUNDED_LIST = 1_000
/** A `where` term is a condition the database tests on every row it scans: it weighs more than a field of the answer. */
const WHERE_TERM_COST = 2

/** The terms of a `where`: every key and list entry of its tree, so `{or: [{a: {equals: 1}}]}` is 3. */
export function whereSize(where: unknown): number {
  if (Array.isArray(where)) return where.reduce((sum: number, entry) => sum + 1 + whereSize(entry), 0)
  if (where && typeof where === 'object') {
    return Object.values(where).reduce((sum: number, value) => sum + 1 + whereSize(value), 0)
  }
  return 0
}

function listSize(args: Record<string, unknown>): number {
  if (args.pagination === false) return UNBOUNDED_LIST
  const limit = typeof args.limit === 'number' ? args.limit : DEFAULT_LIMIT
  return limit <= 0 ? UNBOUNDED_LIST : Math.min(limit, UNBOUNDED_LIST)
}

/*
 * Two copies of graphql-js meet here: the one Payload and graphql-http load (CommonJS) and the
 * one a bundler may resolve for our own import (ESM). Their classes differ, so an `instanceof`
 * across them fails: graphql-query-complexity, given Payload's schema, saw no fields and priced
 * every query at nothing, and an error made with our copy reached the client as a bare list.
 * So the schema's types are read by shape (`ofType`, `getFields`), and everything else comes
 * from the copy Payload hands its `graphQL.queries` extension, which is there for that reason.
 */
type FieldDef = { args: readonly { name: string }[]; type: unknown }
type Shape = { ofType?: unknown; getFields?: () => Record<string, FieldDef> }
const named = (type: unknown): Shape => {
  let current = type as Shape
  while (current?.ofType) current = current.ofType as Shape
  return current
}

class Pricer {
  private visits = 0
  constructor(
    private readonly graphql: typeof GraphQL,
    private readonly context: ValidationContext,
    private readonly variables: Readonly<Record<string, unknown>>,
  ) {}

  /** The cost of a selection on `type`, or Infinity once the walk is too long. */
  selection(set: SelectionSetNode | undefined, type: Shape, fragments: ReadonlySet<string>): number {
    if (!set) return 0
    let cost = 0
    for (const node of set.selections) {
      if (++this.visits > MAX_VISITS) return Infinity
      if (node.kind === this.graphql.Kind.FIELD) cost += this.field(node, type, fragments)
      else if (node.kind === this.graphql.Kind.INLINE_FRAGMENT) cost += this.selection(node.selectionSet, this.condition(node.typeCondition?.name.value) ?? type, fragments)
      else if (!fragments.has(node.name.value)) {
        const fragment = this.context.getFragment(node.name.value)
        const inner = new Set(fragments).add(node.name.value)
        if (fragment) cost += this.selection(fragment.selectionSet, this.condition(fragment.typeCondition.name.value) ?? type, inner)
      }
    }
    return cost
  }

  private condition(name: string | undefined): Shape | undefined {
    return name ? (this.context.getSchema().getType(name) as Shape | undefined) : undefined
  }

  private field(node: FieldNode, parent: Shape, fragments: ReadonlySet<string>): number {
    const definition = parent.getFields?.()[node.name.value]
    if (!definition) return 1
    const args = Object.fromEntries(
      (node.arguments ?? []).map((arg) => [arg.name.value, this.graphql.valueFromASTUntyped(arg.value, this.variables)]),
    )
    const children = this.selection(node.selectionSet, named(definition.type), fragments)
    const perDocument = definition.args.some((arg) => arg.name === 'limit') ? listSize(args) : 1
    return 1 + perDocument * children + WHERE_TERM_COST * whereSize(args.where)
  }
}

/** The rule: each operation priced before it runs, and refused over MAX_QUERY_COST. */
const queryCostRule =
  (graphql: typeof GraphQL, variables: Readonly<Record<string, unknown>> | null | undefined): ValidationRule =>
  (context): ASTVisitor => ({
    OperationDefinition(operation) {
      const schema = context.getSchema()
      const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType()
      const cost = new Pricer(graphql, context, variables ?? {}).selection(operation.selectionSet, named(root), new Set())
      if (cost > MAX_QUERY_COST) {
        const priced = Number.isFinite(cost) ? `would cost ${cost}` : 'is too long to price'
        context.reportError(
          new graphql.GraphQLError(
            `This query ${priced}, more than the ${MAX_QUERY_COST} one request may: ask for fewer documents (limit), fewer fields or aliases, or a shorter where.`,
          ),
        )
      }
      return false
    },
  })

/** Payload's `graphQL` settings that price every request: its own copy of graphql-js, taken from `queries`, and the rule. */
export function queryCost(): Pick<NonNullable<Config['graphQL']>, 'queries' | 'validationRules'> {
  let graphql: typeof GraphQL | undefined
  return {
    queries: (payloadGraphql) => {
      graphql = payloadGraphql
      return {}
    },
    validationRules: (args) => {
      if (!graphql) throw new Error('Payload built its GraphQL schema without calling graphQL.queries')
      return [queryCostRule(graphql, args.variableValues)]
    },
  }
}
