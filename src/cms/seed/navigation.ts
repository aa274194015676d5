import type { HeaderNav } from '../payload-types'
import { BRAND, DEFAULT_URLS } from './brand'

type NavItems = NonNullable<HeaderNav['items']>

/** The spec's top-level navigation, as the header-nav global stores it. */
export const seedNavigation: NavItems = [
  { title: 'Home', href: '/' },
  {
    title: 'Products',
    children: [
      {
        blockType: 'navList',
        title: 'Core',
        variant: 'primary',
        items: [
          { title: 'Relay', text: 'Encryption proxy for any API', icon: 'relay', action: 'link', href: '/products/relay' },
          { title: 'Functions', text: 'Serverless functions on protected data', icon: 'functions', action: 'link', href: '/products/functions' },
          { title: 'Enclaves', text: 'Scalable secure enclaves', icon: 'enclaves', action: 'link', href: '/products/enclaves' },
        ],
        featured: {
          href: `/solutions/${BRAND.slug}-encryption`,
          title: `${BRAND.name} Encryption`,
          text: 'Encrypt sensitive fields before they ever reach your systems.',
          icon: 'sparkle',
        },
      },
      {
        blockType: 'navList',
        title: 'Compliance',
        variant: 'secondary',
        items: [
          { title: 'PCI Compliance', text: 'Shrink your PCI scope to almost nothing', icon: 'pci', action: 'link', href: '/products/pci' },
          { title: 'Page Protection', text: 'Watch every script on your payment pages', icon: 'shield', action: 'link', href: '/products/page-protection' },
          {
            title: 'ASV Scanning',
            text: 'Coming soon',
            icon: 'scan',
            action: 'registerInterest',
            dialog: {
              title: 'ASV Scanning',
              text: 'Scan your infrastructure for vulnerabilities with our Approved Scanning Vendor service. Join the waitlist and we will let you know as soon as it opens.',
              topic: 'asv-scanning',
              icon: 'scan',
            },
          },
        ],
      },
      {
        blockType: 'navList',
        title: 'Cards',
        variant: 'secondary',
        items: [
          { title: 'Card Collection', text: 'Collect cards without touching them', icon: 'card', action: 'link', href: '/products/card-collection' },
          { title: '3-D Secure', text: 'Authenticate cardholders on any processor', icon: 'lock', action: 'link', href: '/products/3ds' },
          { title: 'Network Tokens', text: 'Higher approval rates, lower costs', icon: 'token', action: 'link', href: '/products/network-tokens' },
          { title: 'BIN Lookup', text: 'Issuer, brand and type for any card', icon: 'search', action: 'link', href: '/products/bin-lookup' },
          { title: 'Card Account Updater', icon: 'arrows', action: 'link', href: `${DEFAULT_URLS.docsUrl}/cards/account-updater` },
          { title: 'Apple & Google Pay', icon: 'wallet', action: 'link', href: `${DEFAULT_URLS.docsUrl}/cards/wallets` },
        ],
      },
    ],
  },
  {
    title: 'Solutions',
    children: [
      {
        blockType: 'navList',
        title: 'Use Cases',
        variant: 'primary',
        items: [
          { title: 'Accept cards', text: 'Store and charge cards on any processor', icon: 'card', action: 'link', href: '/solutions/cards' },
          { title: 'PCI compliance', text: 'Pass your audit without the pain', icon: 'pci', action: 'link', href: '/products/pci' },
          { title: 'Multi-PSP', text: 'Route payments across processors', icon: 'arrows', action: 'link', href: '/solutions/multi-psp' },
          { title: 'Card issuing', text: 'Issue and reveal cards securely', icon: 'token', action: 'link', href: '/solutions/card-issuing' },
          { title: 'Wallet management', text: 'Keys and wallets in secure enclaves', icon: 'wallet', action: 'link', href: '/solutions/wallet-management' },
        ],
      },
      {
        blockType: 'navList',
        title: 'By Data Type',
        variant: 'secondary',
        items: [
          { title: 'Cards', icon: 'card', action: 'link', href: '/solutions/cards' },
          { title: 'Banking', icon: 'bank', action: 'link', href: '/solutions/banking' },
          { title: 'PII', icon: 'user', action: 'link', href: '/solutions/pii' },
          { title: 'HIPAA', icon: 'health', action: 'link', href: '/solutions/hipaa' },
          { title: 'Credentials', icon: 'key', action: 'link', href: '/solutions/credentials' },
          { title: 'File encryption', icon: 'file', action: 'link', href: '/solutions/file-encryption' },
        ],
      },
    ],
  },
  { title: 'Customers', href: '/customers' },
  { title: 'Pricing', href: '/pricing' },
  { title: 'Docs', href: DEFAULT_URLS.docsUrl },
  {
    title: 'Resources',
    children: [
      { blockType: 'navWebinar', title: 'Featured webinar' },
      {
        blockType: 'navList',
        title: 'Resources',
        variant: 'secondary',
        items: [
          { title: 'Blog', text: 'Engineering and compliance notes', icon: 'book', action: 'link', href: '/blog' },
          { title: 'Changelog', text: 'What shipped this month', icon: 'changelog', action: 'link', href: '/changelog' },
          { title: 'Webinars', text: 'Live sessions and recordings', icon: 'video', action: 'link', href: '/webinars' },
          { title: 'Papers', text: 'Whitepapers and reports', icon: 'paper', action: 'link', href: '/papers' },
          { title: 'API reference', text: 'Every endpoint, with examples', icon: 'code', action: 'link', href: DEFAULT_URLS.apiReferenceUrl },
        ],
      },
    ],
  },
  { title: 'Careers', href: '/careers' },
]
