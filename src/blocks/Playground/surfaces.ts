/**
 * The products a visitor can try, by the value the block's `surface` select stores: the admin's
 * label for each, and the name the page gives its region and its "Try it" button.
 */
export const PLAYGROUND_SURFACES = {
  relay: { label: 'Relay: a JSON request tokenized on its way to your API', name: 'Relay playground' },
  cardForm: { label: 'Card Collection: style the card form, get a token', name: 'Card form playground' },
  binLookup: { label: 'BIN Lookup: the answer for a card’s first digits', name: 'BIN lookup playground' },
} as const

export type PlaygroundSurface = keyof typeof PLAYGROUND_SURFACES

export const isPlaygroundSurface = (value: unknown): value is PlaygroundSurface =>
  typeof value === 'string' && Object.hasOwn(PLAYGROUND_SURFACES, value)
