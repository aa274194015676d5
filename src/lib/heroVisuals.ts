/**
 * The drawings a hero can show, as the editor's select lists them. The values are stored in
 * the database and must be valid GraphQL names (letters, digits, underscores; no leading
 * digit). `src/ui/visuals/index.ts` maps each to its component; it lives here, below both the
 * block config and the design system, so that both read this one list.
 */
export const HERO_VISUALS = [
  { value: 'data_in_tokens_out', label: 'Home: data in, tokens out (animated)' },
  { value: 'relay', label: 'Relay: a request whose card fields become tokens' },
  { value: 'functions', label: 'Functions: code running next to the vault' },
  { value: 'enclaves', label: 'Enclaves: an attested enclave' },
  { value: 'pci', label: 'PCI Compliance: what stays in scope' },
  { value: 'page_protection', label: 'Page Protection: the script inventory' },
  { value: 'card_collection', label: 'Card Collection: the card form' },
  { value: 'three_ds', label: '3-D Secure: the challenge flow' },
  { value: 'network_tokens', label: 'Network Tokens: from card number to network token' },
  { value: 'bin_lookup', label: 'BIN Lookup: a JSON answer' },
  { value: 'encryption', label: 'Encryption: one vault, three products' },
  { value: 'accept_cards', label: 'Accept cards: collect, vault, charge' },
  { value: 'multi_psp', label: 'Multi-PSP: one vault routed to several processors' },
  { value: 'card_issuing', label: 'Card issuing: a card revealed to its holder' },
  { value: 'wallet_signing', label: 'Wallets: keys sealed in an enclave' },
  { value: 'banking', label: 'Banking data: an IBAN becomes a token' },
  { value: 'pii', label: 'Personal data: a customer record of tokens' },
  { value: 'hipaa', label: 'HIPAA: identity kept apart from clinical data' },
  { value: 'credentials', label: 'Credentials: a key injected by Relay' },
  { value: 'file_encryption', label: 'Files: an upload encrypted on its way in' },
] as const

export type HeroVisualName = (typeof HERO_VISUALS)[number]['value']
