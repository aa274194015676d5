import { code, codeTabs, cta, diagram, docs, features, hero, link, playground, stats, type SeedPage } from '../blocks'

export const cardCollection: SeedPage = {
  path: '/products/card-collection',
  title: 'Card Collection',
  description: 'Drop-in card fields that collect card data straight into the Cipherwell vault from our own domain, styled to match your checkout, so your pages qualify for the lightest PCI questionnaire.',
  header: 'dark',
  layout: () => [
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
    playground(
      'cardForm',
      'Style the fields, then pay with a test card',
      'Change the colours, corners and font, type a test card and submit. The card number stays in Cipherwell’s fields: your page only ever receives the token.',
    ),
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
    // The page's showpiece: the frictionless flow, step by step.
    diagram(
      'Seven in ten payments are never challenged',
      'We send the issuer the device, account and address data it scores, and ask for an exemption only where one applies. Most payments come back authenticated without the cardholder doing anything; when a challenge is needed, the browser SDK shows it and the same result comes back.',
      ['Checkout', '*Cipherwell 3-D Secure', 'Card network', 'Issuer'],
      [
        [1, 2, 'Authenticate tok_7Nq2…, €89.00, device data', 'token'],
        [2, 3, 'Authentication request with the card number', 'sensitive'],
        [3, 4, 'Risk data: device, account, address'],
        [4, 3, 'Frictionless: authenticated, no challenge'],
        [3, 2, 'Authentication value (CAVV) and ECI'],
        [2, 1, 'Authenticated: charge any processor with CAVV'],
      ],
    ),
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
  layout: () => [
    hero(
      'network_tokens',
      'Network Tokens',
      'More approvals from the cards you already store',
      'Network tokens survive card reissues and carry a cryptogram issuers trust. We provision them behind your existing tokens and choose the right credential on every charge.',
      link('Talk to an Expert', '/contact'),
      link('Watch the 40M transaction webinar', '/webinars/network-tokens-approval-rates'),
    ),
    // The page's showpiece: what happens when a stored card is reissued.
    diagram(
      'A reissued card, and a renewal that still goes through',
      'When an issuer replaces a card, the network updates the token behind it. Your stored token never changes, and the next charge carries a fresh cryptogram for the new card.',
      ['Your billing', '*Cipherwell vault', 'Card network', 'Issuer'],
      [
        [4, 3, 'Card reissued: new number and expiry', 'sensitive'],
        [3, 2, 'Update: ntk_2b7YtQe4 now stands for the new card'],
        [1, 2, 'Renew: charge tok_7Nq2vX9LmR4sT8pA, unchanged', 'token'],
        [2, 3, 'Network token with a fresh cryptogram', 'token'],
        [3, 4, 'Authorisation for the new card', 'sensitive'],
        [4, 1, 'Approved: the subscription renews'],
      ],
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
    playground(
      'binLookup',
      'Look up a card’s first digits',
      'Type six to eight digits and get the answer the API would give. This page carries a small sample of the tables, so it answers without a request.',
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
