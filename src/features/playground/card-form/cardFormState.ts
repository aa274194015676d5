import { BRAND_NAMES } from '../cardBrands'
import { formatCardNumber, formatCvc, formatExpiry, tokenizeCard, validateCard, type CardErrors, type CardInput, type PageReceives } from './cardForm'
import { DEFAULT_CARD_THEME, type CardTheme } from './cardTheme'

/** What the card form playground shows: the fields as typed, their problems, the theme, and what the page received. */
export type CardFormState = {
  card: CardInput
  errors: CardErrors
  theme: CardTheme
  received: PageReceives | null
  status: string
}

export type CardFormAction =
  | { type: 'field'; name: keyof CardInput; value: string }
  | { type: 'fill'; card: CardInput }
  | { type: 'theme'; theme: Partial<CardTheme> }
  | { type: 'submit'; now: Date }

export const INITIAL_CARD_FORM: CardFormState = {
  card: { number: '', expiry: '', cvc: '' },
  errors: {},
  theme: DEFAULT_CARD_THEME,
  received: null,
  status: '',
}

/** A field's text as the secure fields show it while typing: grouped digits, "MM / YY", the brand's code length. */
export function formatField(name: keyof CardInput, value: string, card: CardInput): string {
  if (name === 'number') return formatCardNumber(value)
  if (name === 'expiry') return formatExpiry(value)
  return formatCvc(value, card.number)
}

const without = (errors: CardErrors, name: keyof CardInput): CardErrors => {
  const rest = { ...errors }
  delete rest[name]
  return rest
}

/** The playground's every change; a submit tokenizes a valid card or names what to fix. */
export function cardFormReducer(state: CardFormState, action: CardFormAction): CardFormState {
  switch (action.type) {
    case 'field': {
      const card = { ...state.card, [action.name]: formatField(action.name, action.value, state.card) }
      // A new brand may take a shorter code (American Express's four digits to three).
      card.cvc = formatCvc(card.cvc, card.number)
      return { ...state, card, errors: without(state.errors, action.name) }
    }
    case 'fill':
      return { ...state, card: action.card, errors: {} }
    case 'theme':
      return { ...state, theme: { ...state.theme, ...action.theme } }
    case 'submit': {
      const errors = validateCard(state.card, action.now)
      const problems = Object.values(errors)
      if (problems.length > 0) {
        return { ...state, errors, received: null, status: `Not submitted: ${problems.join(' ')}` }
      }
      const received = tokenizeCard(state.card)
      return {
        ...state,
        errors,
        received,
        status: `Your page received ${received.token} for a ${BRAND_NAMES[received.brand]} card ending in ${received.last4}; the number and code stayed in the secure fields.`,
      }
    }
  }
}
