import type { Footer } from '../payload-types'
import { BRAND, DEFAULT_URLS } from './brand'
import { linkTo } from './lib/links'

const links = (pairs: [string, string][]) => pairs.map(([label, href]) => ({ label, link: linkTo(href) }))

/** The spec's footer: six columns and two compliance badges. */
export const seedFooter: Pick<Footer, 'columns' | 'badges'> = {
  columns: [
    {
      title: 'Company',
      links: links([
        ['Customers', '/customers'],
        ['Pricing', '/pricing'],
        ['Careers', '/careers'],
        ['Press', '/press'],
        ['Contact', '/contact'],
      ]),
    },
    {
      title: 'Resources',
      links: links([
        ['Blog', '/blog'],
        ['Changelog', '/changelog'],
        ['Webinars', '/webinars'],
        ['Papers', '/papers'],
        ['Documentation', DEFAULT_URLS.docsUrl],
        ['API reference', DEFAULT_URLS.apiReferenceUrl],
      ]),
    },
    {
      title: 'Products',
      links: links([
        ['Relay', '/products/relay'],
        ['Functions', '/products/functions'],
        ['Enclaves', '/products/enclaves'],
        ['PCI Compliance', '/products/pci'],
        ['Page Protection', '/products/page-protection'],
        ['Card Collection', '/products/card-collection'],
        ['3-D Secure', '/products/3ds'],
        ['Network Tokens', '/products/network-tokens'],
        ['BIN Lookup', '/products/bin-lookup'],
      ]),
    },
    {
      title: 'Solutions',
      links: links([
        [`${BRAND.name} Encryption`, `/solutions/${BRAND.slug}-encryption`],
        ['Accept cards', '/solutions/cards'],
        ['Multi-PSP', '/solutions/multi-psp'],
        ['Card issuing', '/solutions/card-issuing'],
        ['Wallet management', '/solutions/wallet-management'],
      ]),
    },
    {
      title: 'By Data Type',
      links: links([
        ['Cards', '/solutions/cards'],
        ['Banking', '/solutions/banking'],
        ['PII', '/solutions/pii'],
        ['HIPAA', '/solutions/hipaa'],
        ['Credentials', '/solutions/credentials'],
        ['File encryption', '/solutions/file-encryption'],
      ]),
    },
    {
      title: 'Legal & Compliance',
      links: links([
        ['Terms of Service', '/legal/terms'],
        ['Privacy Policy', '/legal/privacy'],
        ['Cookie Policy', '/legal/cookies'],
      ]),
    },
  ],
  badges: links([
    ['PCI Level 1', '/legal/privacy'],
    ['SOC 2 Type II', '/legal/privacy'],
  ]),
}
