import type { SeedPaper } from './types'

export const confidentialComputing: SeedPaper = {
  slug: 'confidential-computing-threat-model',
  title: 'Confidential computing for payments: a practical threat model',
  subtitle: 'What hardware enclaves protect against, what they do not, and how to design payment and custody workloads around them.',
  abstract:
    'Secure enclaves promise that code and data stay protected even from the operators of the machine they run on. This paper sets out a threat model for payment, issuing and custody workloads in enclaves: the attacks they stop, the ones they leave open, and the design rules that close the gap.',
  daysAgo: 186,
  coverPattern: 'lattice',
  coverAlt: 'Report cover: a honeycomb of hexagons, some lit violet and teal, above three pale horizontal rules',
  sections: [
    {
      heading: 'Why enclaves, and why now',
      paragraphs: [
        'Payment and custody systems have long relied on hardware security modules to keep keys out of reach of anyone with access to the servers. HSMs do this well but run only the operations their vendor implemented. Confidential computing extends the same guarantee to general-purpose code: a trusted execution environment, or enclave, runs a workload in memory that is encrypted and isolated by the processor, so the host operating system, the hypervisor and the cloud operator cannot read it.',
        'Enclaves are now available from every major cloud provider. The question for security teams has shifted from whether the technology works to what exactly it protects, and what still has to be designed around it.',
      ],
    },
    {
      heading: 'Assets and adversaries',
      paragraphs: [
        'We consider three workloads: signing transactions for custodial wallets, generating and revealing card numbers and PINs for issuing programmes, and scoring sensitive financial data with third-party models. The assets are keys, plaintext card and account data, and proprietary models. The adversaries are a malicious or compromised insider with administrative access to the hosts, an external attacker who has gained code execution on the host, the cloud provider, and a malicious client of the service.',
      ],
    },
    {
      heading: 'What enclaves stop',
      paragraphs: [
        '• Reading memory from the host: an administrator, a compromised hypervisor or a cold-boot attack sees only ciphertext.',
        '• Tampering with the code: any change to the enclave image changes its measurement, and attestation reveals it to clients before they send data.',
        '• Extracting sealed keys: keys sealed to an enclave’s identity can be unsealed only by the same measured image on genuine hardware.',
      ],
    },
    {
      heading: 'What enclaves do not stop',
      paragraphs: [
        '• Bugs in the enclave’s own code. An enclave faithfully protects a vulnerable signing service, including from its owner’s attempts to inspect it. Code review and testing matter more, not less.',
        '• Side channels. Timing, memory access patterns and power consumption can leak information. Hardware mitigations have improved, but constant-time cryptography inside the enclave remains essential.',
        '• Denial of service. The host controls scheduling and networking and can always refuse to run the enclave. Availability must come from redundancy across hosts and regions.',
        '• Misuse through the front door. If a client can ask the enclave to sign anything, an attacker who controls that client can too. Authorisation policy must live inside the enclave, not in front of it.',
      ],
    },
    {
      heading: 'Design rules',
      paragraphs: [
        '1. Put policy inside the boundary. Limits, allow-lists and approval rules that govern what the enclave will do must be part of the measured image or signed configuration that the enclave verifies.',
        '2. Make attestation part of every connection. Clients verify the enclave’s measurement on each session, against a value published through a separate channel, such as a signed release note.',
        '3. Keep the image small. Every dependency is code running with access to the secrets. A minimal image is easier to review and to reproduce.',
        '4. Build reproducibly. If anyone can rebuild the image from source and get the same measurement, clients need not trust the build pipeline.',
        '5. Plan key recovery before you need it. Sealed keys die with the image unless there is a designed, audited path to migrate them to the next version.',
      ],
    },
    {
      heading: 'Conclusion',
      paragraphs: [
        'Enclaves do not remove the need for careful engineering; they change where the care goes. Used with attestation on every connection, policy inside the boundary and a small, reproducible image, they offer payment and custody workloads a level of protection from insiders and infrastructure compromise that was previously available only in dedicated hardware, with the flexibility of ordinary code.',
      ],
    },
  ],
}
