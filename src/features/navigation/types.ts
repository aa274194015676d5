import type { RegisterInterestDetail } from '../register-interest/events'

/** A navigation item, as the header renders it (already resolved from the CMS). */
export type NavLinkItem = {
  title: string
  href?: string
  text?: string
  /** The icon's SVG path (not its name: the client navigation then needs no icon table). */
  iconPath?: string
  external: boolean
  /** Its optional click action: for now, opening the register-interest dialog. */
  registerInterest?: RegisterInterestDetail
}

export type NavFeatured = { href: string; title: string; text?: string; iconPath?: string; external: boolean }

export type NavList = {
  type: 'LIST'
  title: string
  variant: 'primary' | 'secondary'
  items: NavLinkItem[]
  featured?: NavFeatured
}

export type NavWebinar = {
  type: 'WEBINAR'
  label: string
  title: string
  href: string
  when?: string
  iconPath: string
  /** Who speaks (at most three), drawn as initials on the card's picture and named under it. */
  speakers: string[]
  minutes: number
}

export type NavChild = NavList | NavWebinar

export type NavItem = { title: string; href?: string; external: boolean; children?: NavChild[] }
