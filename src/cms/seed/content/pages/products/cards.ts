import { code, codeTabs, cta, docs, features, hero, link, stats, testimonial, type SeedPage } from '../blocks'

export const cardCollection: SeedPage = {
  path: '/products/card-collection',
  title: 'Card Collection',
  description: 'Drop-in card fields that collect card data straight into the Cipherwell vault from our own domain, styled to match your checkout, so your pages qualify for the lightest PCI questionnaire.',
  header: 'dark',
  layout: (ctx) => [
    hero(
      'card_collection',
      'Card Collection',
      'Card fields that look like yours and keep you out of scope',
      'Embed secure fields for card number, expiry and CVC. They are served from our domain, styled with your fonts and colours, and return a token to your page instead of the card.',
      link('Talk to an Expert', '/contact'),
      link('Card Collection documentation', docs('/cards/collection')),
    ),
    features('Everything a checkout needs', 'Built for conversion as much as for compliance.', [
      { icon: 'card', title: 'Your design', text: 'Style every state with CSS variables: fonts, colours, focus rings, error messages and card brand icons.' },
      { icon: 'sparkle', title: 'Autofill and wallets', text: 'Browser and password-manager autofill work out of the box, with Apple Pay and Google Pay in the same form.' },
      { icon: 'shield', title: 'Validation built in', text: 'Luhn, expiry and brand-specific CVC checks as the customer types, with accessible error messages.' },
      { icon: 'user', title: 'Accessible', text: 'Labels, keyboard order and screen reader announcements tested against WCAG 2.2 AA.' },
    ], '2'),
    code(
      'Mount the fields, submit for a token',
      'Load the library from our domain, mount the fields into your form and submit. Your server receives a token.',
      'javascript',
      'checkout.js',
      `
import { loadCollect } from '@cipherwell/collect-js'

const collect = await loadCollect({ publishableKey: 'pk_live_51Hd8s2', environment: 'live' })
const form = collect.form({ style: { fontFamily: 'Inter, sans-serif', color: '#0f172a' } })

form.field('#card-number', { type: 'card-number' })
form.field('#card-expiry', { type: 'card-expiry' })
form.field('#card-cvc', { type: 'card-cvc' })

document.querySelector('#pay').addEventListener('click', async () => {
  const { card_token } = await form.submit()
  await fetch('/api/checkout', { method: 'POST', body: JSON.stringify({ card_token }) })
})
`,
    ),
    testimonial(
      ctx,
      'harbor-and-pine',
      'The card fields look like the rest of our checkout, autofill works on every browser we tested, and conversion did not move when we switched. That was the whole brief.',
      'Sofia Marchetti',
      'Head of Digital',
    ),
    cta('Swap your card form in an afternoon', 'Most teams ship Card Collection to production in under a week. We can review your checkout with you.'),
  ],
}

export const threeDs: SeedPage = {
  path: '/products/3ds',
  title: '3-D Secure',
  description: 'Authenticate cardholders with 3-D Secure 2 once, on any processor, with the data and exemptions that maximise frictionless approvals and a fast challenge flow when one is needed.',
  header: 'dark',
  layout: () => [
    hero(
      'three_ds',
      '3-D Secure',
      'Strong customer authentication without losing the sale',
      'Authenticate once with 3-D Secure 2 and send the result to any processor. We send the data issuers reward, request the right exemptions and make challenges fast.',
      link('Talk to an Expert', '/contact'),
      link('3-D Secure documentation', docs('/cards/3ds')),
    ),
    stats('Results across twelve million authentications', [
      ['71%', 'approved without a challenge'],
      ['93%', 'of authenticated payments completed'],
      ['26 s', 'median challenge completion'],
    ]),
    features('Built to convert', 'Compliance with SCA rules should not cost you nine points of conversion.', [
      { icon: 'arrows', title: 'Processor independent', text: 'One authentication flow for every processor you route to; pass ECI, CAVV and transaction ID to any of them.' },
      { icon: 'sparkle', title: 'Smart exemptions', text: 'Low-value, recurring and risk-analysis exemptions requested only where they qualify, with automatic fallback.' },
      { icon: 'lock', title: 'Rich data', text: 'Device, account and address data sent by default, because issuers approve more when they know more.' },
    ]),
    code(
      'Authenticate, then charge anywhere',
      'A single server call starts the authentication; the browser SDK handles any challenge.',
      'python',
      'authenticate.py',
      `
import os

import cipherwell

cipherwell.api_key = os.environ["CIPHERWELL_API_KEY"]

auth = cipherwell.ThreeDS.authenticate(
    card_token="tok_7Nq2vX9LmR4sT8pA",
    amount=8900,
    currency="EUR",
    browser=request.json["browser"],  # collected by the 3DS browser SDK
    challenge_preference="no_preference",
)

if auth.status == "authenticated":
    charge_with_processor(
        eci=auth.eci,
        cavv=auth.cavv,
        ds_transaction_id=auth.ds_transaction_id,
    )
elif auth.status == "challenge_required":
    return {"challenge_url": auth.challenge_url}
`,
    ),
    cta('Authenticate more, challenge less', 'Send us a month of your authentication results and we will estimate your frictionless rate with Cipherwell.'),
  ],
}

export const networkTokens: SeedPage = {
  path: '/products/network-tokens',
  title: 'Network Tokens',
  description: 'Provision Visa and Mastercard network tokens behind your stored cards for higher approval rates, automatic card updates after reissue and lower fraud, with no change to the tokens you already use.',
  header: 'dark',
  layout: (ctx) => [
    hero(
      'network_tokens',
      'Network Tokens',
      'More approvals from the cards you already store',
      'Network tokens survive card reissues and carry a cryptogram issuers trust. We provision them behind your existing tokens and choose the right credential on every charge.',
      link('Talk to an Expert', '/contact'),
      link('Watch the 40M transaction webinar', '/webinars/network-tokens-approval-rates'),
    ),
    stats('Measured across our customers’ card-not-present traffic', [
      ['+3.2 pts', 'average authorisation rate lift'],
      ['-28%', 'involuntary churn for subscriptions'],
      ['2', 'card networks: Visa and Mastercard'],
    ]),
    code(
      'Provision a network token for a stored card',
      'One call per card, or switch on automatic provisioning for every card you vault.',
      'bash',
      'provision.sh',
      `
curl https://api.cipherwell.com/v1/network-tokens \\
  -u "$CIPHERWELL_API_KEY:" \\
  -d card_token=tok_7Nq2vX9LmR4sT8pA

# {
#   "id": "ntk_2b7YtQe4",
#   "status": "active",
#   "network": "visa",
#   "last4": "4242",
#   "exp_month": 11,
#   "exp_year": 2029
# }
`,
    ),
    testimonial(
      ctx,
      'brightrail',
      'Network tokens were the cheapest approval-rate gain we have shipped. A reissued card no longer stops a season ticket renewing, and our processor integration did not change.',
      'Eilidh Fraser',
      'Head of Payments',
    ),
    cta('Estimate your approval-rate lift', 'Share your decline codes for a month and we will estimate what network tokens would recover.'),
  ],
}

export const binLookup: SeedPage = {
  path: '/products/bin-lookup',
  title: 'BIN Lookup',
  description: 'Look up the issuer, brand, funding type, country, 3-D Secure support and regulated-interchange status of any card from its first digits, from tables updated daily.',
  header: 'dark',
  layout: () => [
    hero(
      'bin_lookup',
      'BIN Lookup',
      'Know the card before you charge it',
      'From the first six to eight digits, get the issuing bank, brand, funding type, country and whether 3-D Secure is supported. Route, price and screen payments with it.',
      link('Talk to an Expert', '/contact'),
      link('BIN Lookup documentation', docs('/cards/bin-lookup')),
    ),
    features('Data you can route on', 'Tables rebuilt daily from network and issuer sources.', [
      { icon: 'search', title: 'Issuer and country', text: 'Bank name, issuing country and currency, to route cross-border payments to a local acquirer.' },
      { icon: 'card', title: 'Brand and funding', text: 'Visa, Mastercard, Amex and more; credit, debit or prepaid; consumer or commercial.' },
      { icon: 'bank', title: 'Regulated interchange', text: 'Whether interchange is capped for the card, so you can price and route with real costs.' },
      { icon: 'lock', title: '3-D Secure support', text: 'Whether the range takes part in 3-D Secure 2, so you skip attempts that would fail.' },
    ], '2'),
    codeTabs(
      'Look up a BIN from any stack',
      'Pass a BIN or a card token; lookups on tokens never expose the card number to you.',
      [
        ['curl', 'bash', 'lookup.sh', `
curl https://api.cipherwell.com/v1/bins/42424201 \\
  -u "$CIPHERWELL_API_KEY:"

# {"brand": "visa", "funding": "credit", "issuer_country": "GB",
#  "three_ds_supported": true, "regulated": false}
`],
        ['Node', 'typescript', 'lookup.ts', `
import { Cipherwell } from '@cipherwell/node'

const cipherwell = new Cipherwell(process.env.CIPHERWELL_API_KEY!)

const bin = await cipherwell.bins.retrieve('42424201')
if (!bin.three_ds_supported) skipAuthentication(order)
`],
        ['Python', 'python', 'lookup.py', `
import os
from cipherwell import Cipherwell

cipherwell = Cipherwell(api_key=os.environ["CIPHERWELL_API_KEY"])

bin = cipherwell.bins.retrieve("42424201")
acquirer = "local" if bin.issuer_country == merchant_country else "global"
`],
        ['Go', 'go', 'lookup.go', `
req, _ := http.NewRequest("GET", "https://api.cipherwell.com/v1/bins/42424201", nil)
req.SetBasicAuth(os.Getenv("CIPHERWELL_API_KEY"), "")

res, err := http.DefaultClient.Do(req)
if err != nil {
	return err
}
defer res.Body.Close()

var bin struct {
	Brand            string \`json:"brand"\`
	Funding          string \`json:"funding"\`
	IssuerCountry    string \`json:"issuer_country"\`
	ThreeDSSupported bool   \`json:"three_ds_supported"\`
	Regulated        bool   \`json:"regulated"\`
}
err = json.NewDecoder(res.Body).Decode(&bin)
`],
      ],
    ),
    cta('Try BIN Lookup on your own traffic', 'Free on every plan up to 10,000 lookups a month.', link('See pricing', '/pricing')),
  ],
}
