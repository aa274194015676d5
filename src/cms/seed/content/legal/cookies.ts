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

We remember your choice for 365 days, then ask again. You can change it at any time with the **Cookie settings** link at the bottom of every page and at the top of this policy. Withdrawing consent takes effect at once: the page reloads without the optional scripts, and we delete the cookies they set on our domain. We keep a record of each choice you make (when, what, and which version of this policy) under a random identifier, as proof of your consent; it holds no name and no address.

## Strictly necessary

These are needed for the site to work and are always on. They are not used to track you.

- **cookie-permissions** (cookie and local storage, 365 days): remembers whether you accepted or rejected optional cookies.
- **cookie-permissions-visitor** (local storage, until cleared): the random identifier under which your choices are recorded.
- **Captcha cookies** (session): set by our captcha provider when you submit a form, to tell people from automated abuse.
- **Preview cookies** (session): set only for Cipherwell editors who preview unpublished pages.

## Always on, without cookies

- **Page analytics** (no cookie): a privacy-friendly page counter that stores nothing on your device. Your browser sends page views to our own domain, which passes them on; visitors are counted with a daily-changing hash, never identified.
- **Error reports** (no cookie): when a page fails, a report of the error goes to our error monitoring through our own domain, with personal data removed.
- **utms** (local storage, until cleared): the campaign parameters of the link that brought you here. They stay in your browser and leave it only inside a form you choose to send us.

## Analytics

Used only if you accept. They help us understand which pages are useful and where visitors get stuck, in aggregate.

- **Product analytics** (up to 12 months): records events such as submitting the contact form, through a first-party address on our own domain.
- **Session replay** (no cookie): for some visits, and for visits where an error occurs, a recording of how the page was used, with all text masked and all images blocked.

## Marketing

Used only if you accept. They help us measure campaigns and show relevant ads on other sites.

- **cipherwell_utm** (14 days): remembers the campaign that brought you to us, so a later enquiry can be attributed to it.
- **Tag manager, professional-network advertising pixel and marketing automation** (up to 13 months): measure which campaigns lead to enquiries and let us show our ads to visitors of this site.
- **Live chat** (up to 12 months): keeps a chat conversation open as you move between pages; our server signs your chat identity so nobody else can open your conversation.

## Managing cookies in your browser

You can also block or delete cookies in your browser's settings. Blocking strictly necessary cookies may stop forms from working. Deleting the cookie-permissions cookie means we will ask for your consent again.

## Contact

Questions about this policy can be sent to privacy@cipherwell.com.
`,
}
