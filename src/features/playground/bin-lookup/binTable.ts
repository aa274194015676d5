import type { CardBrand } from '../cardBrands'

export type Funding = 'credit' | 'debit' | 'prepaid'

/** One issued range: every card whose number starts with `prefix` (6 to 8 digits). */
export type BinRow = {
  prefix: string
  brand: CardBrand
  funding: Funding
  issuer: string
  /** ISO 3166-1 alpha-2. */
  country: string
  threeDs: boolean
  /** Interchange is capped for the card (EU consumer cards, US debit from large issuers). */
  regulated: boolean
}

const row = (prefix: string, brand: CardBrand, funding: Funding, issuer: string, country: string, threeDs: boolean, regulated: boolean): BinRow => ({
  prefix,
  brand,
  funding,
  issuer,
  country,
  threeDs,
  regulated,
})

/**
 * The sample the BIN Lookup playground ships with the page: fictional issuers on ranges that
 * look like each scheme's, covering every scheme, funding type and both answers to 3-D Secure.
 * Some ranges sit inside others (42424201 inside 424242) to show that the longest prefix wins.
 * 42424201 answers as the BIN Lookup page's code samples say it does.
 */
export const BIN_TABLE: readonly BinRow[] = [
  row('424242', 'visa', 'credit', 'Lakeshore Federal Bank', 'US', true, false),
  row('42424201', 'visa', 'credit', 'Thamesgate Bank', 'GB', true, false),
  row('400005', 'visa', 'debit', 'Prairie State Credit Union', 'US', true, true),
  row('4000056', 'visa', 'prepaid', 'Prairie State Credit Union', 'US', false, false),
  row('411111', 'visa', 'credit', 'Cobalt Bay Bank', 'US', true, false),
  row('45171800', 'visa', 'debit', 'Rheinau Volksbank', 'DE', true, true),
  row('476173', 'visa', 'debit', 'Grachtenbank', 'NL', true, true),
  row('491761', 'visa', 'prepaid', 'Kestrel Money', 'GB', false, false),
  row('450875', 'visa', 'credit', 'Banque du Mistral', 'FR', true, true),
  row('40000760', 'visa', 'credit', 'Banco Serra Azul', 'BR', false, false),
  row('468345', 'visa', 'debit', 'Banca Laguna', 'IT', true, true),
  row('4387751', 'visa', 'debit', 'Banco del Pacífico Sur', 'MX', true, false),
  row('555555', 'mastercard', 'credit', 'Harborview Savings', 'US', true, false),
  row('55555544', 'mastercard', 'debit', 'Harborview Savings', 'US', true, true),
  row('510510', 'mastercard', 'prepaid', 'Transit Rewards Card', 'US', false, false),
  row('520082', 'mastercard', 'debit', 'Liffey Cooperative Bank', 'IE', true, true),
  row('222300', 'mastercard', 'credit', 'Rheinau Volksbank', 'DE', true, true),
  row('2223003', 'mastercard', 'debit', 'Rheinau Volksbank', 'DE', true, true),
  row('545454', 'mastercard', 'credit', 'Maple Ridge Financial', 'CA', true, false),
  row('537410', 'mastercard', 'credit', 'Southern Cross Mutual', 'AU', true, false),
  row('516732', 'mastercard', 'debit', 'Banco Meseta', 'ES', true, true),
  row('530695', 'mastercard', 'credit', 'Ganges Valley Bank', 'IN', true, false),
  row('378282', 'amex', 'credit', 'American Express', 'US', true, false),
  row('371449', 'amex', 'credit', 'American Express', 'GB', true, false),
  row('34343434', 'amex', 'prepaid', 'American Express', 'US', false, false),
  row('376211', 'amex', 'credit', 'Sakura Trust Bank', 'JP', true, false),
  row('601111', 'discover', 'credit', 'Discover', 'US', true, false),
  row('60110009', 'discover', 'debit', 'Discover', 'US', false, true),
  row('644564', 'discover', 'credit', 'Cobalt Bay Bank', 'US', true, false),
  row('650002', 'discover', 'prepaid', 'Fieldstone Payroll Cards', 'US', false, false),
  row('353011', 'jcb', 'credit', 'Sakura Trust Bank', 'JP', true, false),
  row('356600', 'jcb', 'debit', 'Edo Shinkin Bank', 'JP', true, false),
  row('35660020', 'jcb', 'credit', 'Merlion Credit', 'SG', true, false),
  row('620000', 'unionpay', 'debit', 'Yangtze Commercial Bank', 'CN', false, false),
  row('621483', 'unionpay', 'debit', 'Pearl River Bank', 'CN', true, false),
  row('6250941', 'unionpay', 'credit', 'Victoria Harbour Bank', 'HK', true, false),
]
