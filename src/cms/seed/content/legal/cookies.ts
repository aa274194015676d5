import type { SeedLegal } from './types'

export const cookies: SeedLegal = {
  slug: 'cookies',
  title: 'Cookie Policy',
  summary:
    'Which cookies and similar storage our website uses, grouped into strictly necessary, analytics and marketing, how consent works for each group, and how to change your choice at any time.',
  monthsBack: 2,
  markdown: `
This policy explains how the Cipherwell website uses cookies and similar technologies such as local storage, and the choices you have. It complements our Privacy Policy, which describes how we handle personal data in general.

## How consent works

When you first visit from a European time zone, the site asks for your consent before anything optional runs. Until you choose, only strictly necessary storage is used and your browser contacts no one but us. Elsewhere, optional categories are on by default and you can switch them off at any time.

Your choice is one of:

- **Accept:** analytics and marketing technologies are enabled.
- **Reject:** only strictly necessary storage is used, and no third-party scripts are loaded.

We remember your choice for 365 days, then ask again. You can change it at any time: clear this site's cookies and storage in your browser and the banner will ask again on your next visit. Withdrawing consent stops optional scripts from loading from your next page view.

## Strictly necessary

These are needed for the site to work and are always on. They are not used to track you.

- **cookie-permissions** (cookie and local storage, 365 days): remembers whether you accepted or rejected optional cookies.
- **Captcha cookies** (session): set by our captcha provider when you submit a form, to tell people from automated abuse.
- **Preview cookies** (session): set only for Cipherwell editors who preview unpublished pages.

## Analytics

Used only if you accept. They help us understand which pages are useful and where visitors get stuck, in aggregate.

- **Product analytics** (up to 12 months): records page views and events such as submitting the contact form, through a first-party address on our own domain.
- **Page analytics** (no cookie): a privacy-friendly page counter that stores nothing on your device.

## Marketing

Used only if you accept. They help us measure campaigns and show relevant ads on other sites.

- **cipherwell_utm** (14 days): remembers the campaign that brought you to us, so a later enquiry can be attributed to it.
- **utms** (local storage, until cleared): the same campaign parameters, kept in your browser.
- **Tag manager, professional-network advertising pixel and marketing automation** (up to 13 months): measure which campaigns lead to enquiries and let us show our ads to visitors of this site.
- **Live chat** (up to 12 months): keeps a chat conversation open as you move between pages.

## Managing cookies in your browser

You can also block or delete cookies in your browser's settings. Blocking strictly necessary cookies may stop forms from working. Deleting the cookie-permissions cookie means we will ask for your consent again.

## Contact

Questions about this policy can be sent to privacy@cipherwell.com.
`,
}
