import { badges, code, cta, diagram, docs, features, hero, link, related, split, stats, testimonial, type SeedPage } from '../blocks'

export const banking: SeedPage = {
  path: '/solutions/banking',
  // Browser tests read this page's h1, which is the hero heading below: keep both "Banking data".
  title: 'Banking data',
  description: 'Protect account numbers, routing codes and IBANs, and move money with them through your bank and payout partners, without storing them in clear anywhere in your own systems.',
  header: 'dark',
  layout: (ctx) => [
    hero(
      'banking',
      'By data type',
      'Banking data',
      'Tokenize account numbers, sort codes, routing numbers and IBANs as they arrive, and restore them only in requests to your bank, open banking provider or payout partner.',
      link('Talk to an Expert', '/contact'),
      link('Banking data guide', docs('/guides/banking-data')),
    ),
    features('For payouts, collections and account verification', 'The same vault and proxy that protect cards, tuned for bank details.', [
      { icon: 'bank', title: 'Format-aware tokens', text: 'IBAN and account tokens that keep country and check digits valid for legacy validation.' },
      { icon: 'relay', title: 'Partner connections', text: 'Relay routes to payout and open banking APIs restore details in flight, never in your code.' },
      { icon: 'functions', title: 'Bank file generation', text: 'Build Bacs, SEPA or NACHA files in Functions and deliver them over SFTP directly.' },
    ]),
    stats('Banking data on Cipherwell', [
      ['31M', 'bank accounts tokenized'],
      ['22', 'payout and open banking partners with ready-made routes'],
    ]),
    related(ctx, 'The products behind it', 'Relay restores bank details for the partner that needs them; Functions build the files your bank expects.', [
      '/products/relay',
      '/products/functions',
    ]),
    cta('Take bank details out of your database', 'We will map where account numbers live in your systems today and how to replace them with tokens.'),
  ],
}

export const pii: SeedPage = {
  path: '/solutions/pii',
  title: 'Personal data',
  description: 'Tokenize names, addresses, dates of birth and national identifiers at the edge, so a breach of your systems reveals nothing personal and data subject requests touch a single vault.',
  header: 'dark',
  layout: (ctx) => [
    hero(
      'pii',
      'By data type',
      'Personal data that is useless to anyone who steals it',
      'Tokenize names, emails, addresses and national identifiers as they enter your systems. Your product works on tokens; the few services that need the real values reveal them with a logged purpose.',
      link('Talk to an Expert', '/contact'),
      link('PII tokenization guide', docs('/guides/pii')),
    ),
    features('Privacy by architecture', 'Fewer copies of personal data means fewer systems to secure, audit and search.', [
      { icon: 'user', title: 'Searchable tokens', text: 'Deterministic tokens for email and phone let you join and deduplicate without revealing them.' },
      { icon: 'search', title: 'Data subject requests', text: 'Find, export or erase a person’s data in one vault instead of across every database.' },
      { icon: 'key', title: 'Crypto-shredding', text: 'Delete a person’s key and every copy of their data, including in backups, becomes unreadable.' },
    ]),
    testimonial(
      ctx,
      'quillcare-health',
      'Dashboards, models and ad-hoc queries all run on tokens. When scheduling needs a patient’s name it asks Relay for it, says why, and that request is on the record.',
      'Rafael Ortiz',
      'Director of Data Platform',
    ),
    badges('Privacy law, built into the architecture', 'One vault of personal data is one place to answer a regulator, an auditor or a data subject.', ['gdpr', 'ccpa', 'iso_27018', 'soc2_type2']),
    cta('Map your personal data with us', 'We will help you find where personal data lives today and plan which fields to tokenize first.'),
  ],
}

export const hipaa: SeedPage = {
  path: '/solutions/hipaa',
  title: 'Health data',
  description: 'Keep protected health information encrypted, tokenized and auditable to meet the HIPAA Security Rule’s technical safeguards, with a Business Associate Agreement on Scale and Enterprise plans.',
  header: 'dark',
  layout: (ctx) => [
    hero(
      'hipaa',
      'HIPAA',
      'Protected health information, protected by design',
      'Separate patient identities from clinical data at the edge. Analysts and models work on tokens; scheduling, billing and prescriptions reveal what they need, with every access logged.',
      link('Talk to an Expert', '/contact'),
      link('Read the HIPAA safeguards guide', '/blog/hipaa-technical-safeguards-for-engineers'),
    ),
    features('The technical safeguards, implemented', 'Each safeguard in 45 CFR 164.312, mapped to a control you can show an auditor.', [
      { icon: 'lock', title: 'Access control', text: 'Unique principals, purpose-bound reveals and emergency access with automatic review.' },
      { icon: 'changelog', title: 'Audit controls', text: 'Every reveal of an identifier logged with user, service, purpose and time.' },
      { icon: 'shield', title: 'Integrity', text: 'Append-only audit history and signed exports that show data has not been altered.' },
      { icon: 'health', title: 'Transmission security', text: 'TLS 1.2+ to and from the vault, and tokenization before data crosses your network.' },
    ], '2'),
    // Badges before the quote: PII's page has the same blocks the other way round.
    badges('Assessed for health data', 'Our HIPAA controls are covered by the same independent audits as the rest of the platform.', ['hipaa', 'soc2_type2', 'iso_27001', 'iso_27018']),
    testimonial(
      ctx,
      'quillcare-health',
      'Only three of our systems can reveal who a patient is. Everything else, from dashboards to models, works on tokens.',
      'Grace Liang',
      'Privacy and Security Officer',
    ),
    cta('Talk to us about your BAA', 'We sign Business Associate Agreements on Scale and Enterprise plans, and can review your data flows first.'),
  ],
}

export const credentials: SeedPage = {
  path: '/solutions/credentials',
  title: 'Credentials',
  description: 'Store your customers’ API keys, OAuth tokens and passwords for third-party services as tokens, and use them only through Relay, so your application never holds a usable credential.',
  header: 'dark',
  layout: () => [
    hero(
      'credentials',
      'By data type',
      'Use your customers’ credentials without holding them',
      'Integrations need your customers’ keys for other services. Store them as tokens and let Relay inject the real credential into outbound requests, so a leaked database or log is worthless.',
      link('Talk to an Expert', '/contact'),
      link('Credentials guide', docs('/guides/credentials')),
    ),
    diagram(
      'The key goes to the partner, never to you',
      'Your code sends the request with a credential token. Relay swaps in the real key only on the way to the host the credential is bound to, and logs every use.',
      ['Your app', '*Cipherwell Relay', '*Vault', 'Partner API'],
      [
        [1, 2, 'GET /v2/orders, key as tok_cred_R8mQ2zLp', 'token'],
        [2, 3, 'Is api.partner.example bound to this credential?'],
        [3, 2, 'Yes: the real API key', 'sensitive'],
        [2, 4, 'Same request, real key in the header', 'sensitive'],
        [4, 2, 'Orders'],
        [2, 1, 'Orders; the key never leaves Relay', 'token'],
      ],
    ),
    split({
      eyebrow: 'OAuth without refresh tokens in your database',
      heading: 'Connections that stay connected, and stay ours to guard',
      text: 'Refresh tokens are the most valuable secret an integration holds: they mint new access for months. They live in the vault, and Relay keeps the access tokens fresh.',
      points: [
        'Host-bound secrets: a credential is sent only to the hosts you bind it to, whatever your code asks for',
        'Relay refreshes access tokens before they expire and retries the call once on a 401',
        'Every use is logged with route, host and caller; revoke a credential in one call',
      ],
    }),
    code(
      'Call a partner API with a stored credential',
      'Reference the credential token in the header; Relay substitutes the real key for requests to the bound host only.',
      'bash',
      'partner-call.sh',
      `
curl https://api.partner.example/v2/orders \\
  --proxy "https://$CW_PROXY_USER:$CW_PROXY_PASS@tnt_4Jd8s2.relay.cipherwell.com:8443" \\
  -H "Authorization: Bearer tok_cred_R8mQ2zLp"

# The partner receives its real API key;
# your logs only ever show tok_cred_R8mQ2zLp.
`,
    ),
    cta('Stop storing secrets you do not need to see', 'We will help you move integration credentials out of your database and into the vault.'),
  ],
}

export const fileEncryption: SeedPage = {
  path: '/solutions/file-encryption',
  title: 'File encryption',
  description: 'Encrypt uploaded identity documents, statements and medical records at the edge, store them anywhere, and decrypt them only for the services and reviewers that are allowed to open them.',
  header: 'dark',
  layout: () => [
    hero(
      'file_encryption',
      'By data type',
      'Encrypt every uploaded file before your storage sees it',
      'Passports, bank statements and lab results are encrypted by Relay as they are uploaded. Keep the ciphertext in your own bucket; decrypt only in Functions or for reviewers you authorise.',
      link('Talk to an Expert', '/contact'),
      link('File encryption guide', docs('/guides/files')),
    ),
    diagram(
      'Encrypted on the way in, opened only where it must be',
      'Relay encrypts the upload as it streams through, with a key for that file alone. Your bucket, CDN and backups hold ciphertext; Functions and authorised reviewers are the only places it is opened.',
      ['Customer', '*Cipherwell Relay', 'Your bucket', '*Functions'],
      [
        [1, 2, 'Upload passport.pdf', 'sensitive'],
        [2, 3, 'Ciphertext, per-file key', 'token'],
        [3, 4, 'Open for OCR inside Functions', 'token'],
        [4, 3, 'Fields only: name, expiry, country'],
      ],
    ),
    split({
      eyebrow: 'Process without exposing',
      heading: 'Read the document without letting your servers see it',
      text: 'Most services only need a few fields from a file: a name, a date, a total. Run the extraction next to the vault and keep the file itself sealed.',
      points: [
        'Streaming encryption: files up to 5 GB, never buffered whole in memory',
        'OCR and checks run inside Functions on the decrypted file; only the fields you ask for come back',
        'Reviewers get time-limited, watermarked views, each one logged',
      ],
    }),
    stats('File encryption on Cipherwell', [
      ['140M', 'files encrypted at upload'],
      ['5 GB', 'maximum file size, streamed'],
      ['AES-256', 'per-file keys, wrapped by your tenant key'],
    ]),
    cta('Secure your uploads', 'Tell us which documents you collect and where they end up today; we will show you the encrypted path.'),
  ],
}
