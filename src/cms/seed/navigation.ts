import type { HeaderNav } from '../payload-types'
import { BRAND, DEFAULT_URLS } from './brand'
import { linkTo } from './lib/links'

type NavItems = NonNullable<HeaderNav['items']>

/** The spec's top-level navigation, as the header-nav global stores it. */
export const seedNavigation: NavItems = [
  { title: 'Home', link: linkTo('/') },
  {
    title: 'Products',
    children: [
      {
        blockType: 'navList',
        title: 'Core',
        variant: 'primary',
        items: [
          { title: 'Relay', text: 'Encryption proxy for any API', icon: 'relay', action: 'link', link: linkTo('/products/relay') },
          { title: 'Functions', text: 'Serverless functions on protected data', icon: 'functions', action: 'link', link: linkTo('/products/functions') },
          { title: 'Enclaves', text: 'Scalable secure enclaves', icon: 'enclaves', action: 'link', link: linkTo('/products/enclaves') },
        ],
        featured: {
          link: linkTo(`/solutions/${BRAND.slug}-encryption`),
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
          { title: 'PCI Compliance', text: 'Shrink your PCI scope to almost nothing', icon: 'pci', action: 'link', link: linkTo('/products/pci') },
          { title: 'Page Protection', text: 'Watch every script on your payment pages', icon: 'shield', action: 'link', link: linkTo('/products/page-protection') },
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
          { title: 'Card Collection', text: 'Collect cards without touching them', icon: 'card', action: 'link', link: linkTo('/products/card-collection') },
          { title: '3-D Secure', text: 'Authenticate cardholders on any processor', icon: 'lock', action: 'link', link: linkTo('/products/3ds') },
          { title: 'Network Tokens', text: 'Higher approval rates, lower costs', icon: 'token', action: 'link', link: linkTo('/products/network-tokens') },
          { title: 'BIN Lookup', text: 'Issuer, brand and type for any card', icon: 'search', action: 'link', link: linkTo('/products/bin-lookup') },
          { title: 'Card Account Updater', icon: 'arrows', action: 'link', link: linkTo(`${DEFAULT_URLS.docsUrl}/cards/account-updater`) },
          { title: 'Apple & Google Pay', icon: 'wallet', action: 'link', link: linkTo(`${DEFAULT_URLS.docsUrl}/cards/wallets`) },
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
          { title: 'Accept cards', text: 'Store and charge cards on any processor', icon: 'card', action: 'link', link: linkTo('/solutions/cards') },
          { title: 'PCI compliance', text: 'Pass your audit without the pain', icon: 'pci', action: 'link', link: linkTo('/products/pci') },
          { title: 'Multi-PSP', text: 'Route payments across processors', icon: 'arrows', action: 'link', link: linkTo('/solutions/multi-psp') },
          { title: 'Card issuing', text: 'Issue and reveal cards securely', icon: 'token', action: 'link', link: linkTo('/solutions/card-issuing') },
          { title: 'Wallet management', text: 'Keys and wallets in secure enclaves', icon: 'wallet', action: 'link', link: linkTo('/solutions/wallet-management') },
        ],
      },
      {
        blockType: 'navList',
        title: 'By Data Type',
        variant: 'secondary',
        items: [
          { title: 'Cards', icon: 'card', action: 'link', link: linkTo('/solutions/cards') },
          { title: 'Banking', icon: 'bank', action: 'link', link: linkTo('/solutions/banking') },
          { title: 'PII', icon: 'user', action: 'link', link: linkTo('/solutions/pii') },
          { title: 'HIPAA', icon: 'health', action: 'link', link: linkTo('/solutions/hipaa') },
          { title: 'Credentials', icon: 'key', action: 'link', link: linkTo('/solutions/credentials') },
          { title: 'File encryption', icon: 'file', action: 'link', link: linkTo('/solutions/file-encryption') },
        ],
      },
    ],
  },
  { title: 'Customers', link: linkTo('/customers') },
  { title: 'Pricing', link: linkTo('/pricing') },
  { title: 'Docs', link: linkTo(DEFAULT_URLS.docsUrl) },
  {
    title: 'Resources',
    children: [
      { blockType: 'navWebinar', title: 'Featured webinar' },
      {
        blockType: 'navList',
        title: 'Resources',
        variant: 'secondary',
        items: [
          { title: 'Blog', text: 'Engineering and compliance notes', icon: 'book', action: 'link', link: linkTo('/blog') },
          { title: 'Changelog', text: 'What shipped this month', icon: 'changelog', action: 'link', link: linkTo('/changelog') },
          { title: 'Webinars', text: 'Live sessions and recordings', icon: 'video', action: 'link', link: linkTo('/webinars') },
          { title: 'Papers', text: 'Whitepapers and reports', icon: 'paper', action: 'link', link: linkTo('/papers') },
          { title: 'API reference', text: 'Every endpoint, with examples', icon: 'code', action: 'link', link: linkTo(DEFAULT_URLS.apiReferenceUrl) },
        ],
      },
    ],
  },
  { title: 'Careers', link: linkTo('/careers') },
]
