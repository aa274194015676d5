import type { SeedPost } from './types'

export const introducingEnclaves: SeedPost = {
  slug: 'introducing-enclaves',
  title: 'Introducing Enclaves: secure compute you can scale like any other service',
  excerpt:
    'Enclaves is generally available today. Deploy a container image into hardware-isolated memory, prove to your clients exactly what code is running through remote attestation, and scale it on request volume like any other service.',
  category: 'product',
  authors: ['Daniel Brandt', 'Priya Raman'],
  daysAgo: 41,
  markdown: `
Some secrets should never exist in a place an operator can read: the private keys behind a crypto wallet, the master key of a card issuing programme, the model that scores a loan applicant's bank statements. Until now the answer was a hardware security module, which is secure, expensive and limited to the operations its vendor built in. Today Enclaves becomes generally available, and it gives you the same guarantee for your own code.

## What you get

An enclave is a container image that runs in hardware-isolated memory. Neither our engineers, nor the cloud provider, nor anyone with root on the host can read what is inside while it runs. You get:

- **Remote attestation:** every enclave can produce a signed document, rooted in the hardware vendor's certificate chain, that states the exact hash of the image it runs. Clients verify it before they send anything sensitive.
- **Sealed keys:** keys generated inside the enclave are encrypted to the enclave's identity, so only the same image can unseal them, even after a restart.
- **Autoscaling:** enclaves scale on request rate between a minimum and maximum you set, with a median cold start of 1.8 seconds.
- **The rest of the platform:** enclaves can read tokens from your vault and send requests through Relay, so plaintext stays inside protected boundaries end to end.

## Deploying one

If you can build a container, you can deploy an enclave. The CLI builds the image, measures it and prints the hash your clients should expect:

\`\`\`bash
cipherwell enclaves deploy ./signer \\
  --name wallet-signer \\
  --min-instances 2 --max-instances 20 \\
  --egress relay

# Deployed wallet-signer (v14)
# Image measurement: 3f9a1c…e07b
# Endpoint: https://wallet-signer.enclaves.cipherwell.com
\`\`\`

## What customers built during the beta

Forty-two teams ran enclaves in production during the eight-month beta. The three most common workloads were transaction signing for custodial wallets, PIN and card-number generation for issuing programmes, and running third-party risk models on raw bank data without exposing it to the model's vendor. Northvane Custody moved its hot-wallet signing from an HSM cluster to Enclaves and now signs about 40,000 transactions a day with a p99 of 21 ms.

## Pricing and regions

Enclaves are billed per vCPU-hour of running instances, with the first 750 hours each month included on the Scale plan. They are available today in eu-west, eu-central, us-east and us-west, with ap-southeast following later this year. Read the documentation to deploy your first one, or talk to us if you are replacing an HSM and want help mapping its operations.
`,
}
