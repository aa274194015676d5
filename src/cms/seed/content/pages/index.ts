import type { SeedPage } from './blocks'
import { contact, listings, thankYou } from './company'
import { home } from './home'
import { pricing } from './pricing'
import { cardCollection, binLookup, networkTokens, threeDs } from './products/cards'
import { pageProtection, pci } from './products/compliance'
import { enclaves, functions, relay } from './products/core'
import { banking, credentials, fileEncryption, hipaa, pii } from './solutions/dataTypes'
import { cardIssuing, cards, encryption, multiPsp, walletManagement } from './solutions/useCases'

/**
 * Every page the header and footer link to, except /legal/*, which the legal collection
 * serves. Product and solution pages open with a hero (the page's only h1); the others
 * have none, so their title is the h1.
 */
export const SEED_PAGES: SeedPage[] = [
  home,
  relay,
  functions,
  enclaves,
  pci,
  pageProtection,
  cardCollection,
  threeDs,
  networkTokens,
  binLookup,
  encryption,
  cards,
  multiPsp,
  cardIssuing,
  walletManagement,
  banking,
  pii,
  hipaa,
  credentials,
  fileEncryption,
  pricing,
  contact,
  thankYou,
  ...listings,
]
