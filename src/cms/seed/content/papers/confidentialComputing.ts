import { attestationChecks, coverage, latency, technologies, throughput } from './confidentialComputingData'
import type { SeedPaper } from './types'

export const confidentialComputing: SeedPaper = {
  slug: 'confidential-computing-threat-model',
  title: 'Confidential computing for payments: a practical threat model',
  subtitle: 'What hardware enclaves protect against, what they do not, and how to design payment and custody workloads around them.',
  abstract:
    'Secure enclaves promise that code and data stay protected even from the operators of the machine they run on. This paper sets out a threat model for payment, issuing and custody workloads in enclaves: the attacks they stop, the ones they leave open, and the design rules that close the gap.',
  daysAgo: 186,
  coverPattern: 'lattice',
  summary: [
    'Secure enclaves run code in memory that the processor encrypts and isolates, so that the host operating system, the hypervisor and, depending on the technology, the cloud operator cannot read or change it. For payment, issuing and custody systems, which have long kept their most sensitive operations inside hardware security modules, that promises the same protection for ordinary code.',
    'We set out what the promise covers. Starting from three workloads, transaction signing, card issuing and scoring with third-party models, we catalogued 54 attack techniques available to five adversaries and asked which the enclave boundary stops by itself. It stops half of them: essentially everything that depends on reading or changing memory from outside. Most of the rest are stopped only by design: policy inside the boundary, attestation on every connection, a small image built reproducibly and a planned path for keys.',
    'Six techniques remain open whatever the design, chiefly availability and hardware side channels, and must be handled outside the enclave. The cost of the boundary is modest: in our benchmarks an enclave added between 0.2 and 1.1 milliseconds to payment operations and reduced peak signing throughput by 11%.',
  ],
  keyFigures: [
    { value: '27 of 54', label: 'attack techniques stopped by the enclave boundary alone' },
    { value: '48 of 54', label: 'stopped once the five design rules in this paper are applied' },
    { value: '−11%', label: 'peak signing throughput in an enclave, compared with an ordinary virtual machine' },
  ],
  sections: [
    {
      heading: 'Why enclaves, and why now',
      blocks: [
        'Payment and custody systems have long relied on hardware security modules to keep keys out of reach of anyone with access to the servers. HSMs do this well but run only the operations their vendor implemented. Confidential computing extends the same guarantee to general-purpose code: a trusted execution environment, or enclave, runs a workload in memory that is encrypted and isolated by the processor, so the host operating system, the hypervisor and the cloud operator cannot read it.',
        'Enclaves are now available from every major cloud provider. The question for security teams has shifted from whether the technology works to what exactly it protects, and what still has to be designed around it.',
        'The technologies differ in what they isolate and whom they ask you to trust (Table 1). Process enclaves protect part of an application and trust only the processor; confidential virtual machines protect a whole machine, operating system included; isolated virtual machines on the provider’s own hypervisor protect a workload from everyone on the instance except the provider. The threat model in this paper applies to all three, with one difference we flag where it matters: whether the cloud provider is an adversary or part of the trusted base.',
        { table: technologies },
      ],
    },
    {
      heading: 'Assets and adversaries',
      blocks: [
        'We consider three workloads: signing transactions for custodial wallets, generating and revealing card numbers and PINs for issuing programmes, and scoring sensitive financial data with third-party models. The assets are keys, plaintext card and account data, and proprietary models. The adversaries are a malicious or compromised insider with administrative access to the hosts, an external attacker who has gained code execution on the host, the cloud provider, and a malicious client of the service.',
        'To these four we add a fifth that enclaves are often assumed to handle and do not: an attacker in the build and supply chain, who changes the code before it is measured. An enclave faithfully runs and attests whatever image it is given; if that image was built from a poisoned dependency, attestation proves only that the poisoned image is running.',
        { subheading: 'The catalogue' },
        'For each adversary we listed the techniques available to them against an enclave workload, drawing on published academic research, public incident reports and the findings of our own red-team exercises against Cipherwell Enclaves: 54 techniques in all. For each we asked which control stops it first: the enclave boundary, one of the design rules set out later in this paper, or nothing within the enclave’s reach (Figure 1).',
        { chart: coverage },
      ],
    },
    {
      heading: 'What enclaves stop',
      blocks: [
        {
          list: [
            'Reading memory from the host: an administrator, a compromised hypervisor or a cold-boot attack sees only ciphertext.',
            'Tampering with the code: any change to the enclave image changes its measurement, and attestation reveals it to clients before they send data.',
            'Extracting sealed keys: keys sealed to an enclave’s identity can be unsealed only by the same measured image on genuine hardware.',
          ],
        },
        'These are the techniques that dominate the insider and host columns of Figure 1: memory dumps, debugger attachment, swapping the binary, copying key files and snapshotting the virtual machine. Together they account for 27 of the 54 techniques, and they are precisely the ones that conventional hardening struggles with, because they are carried out by people and processes with legitimate administrative access.',
        { callout: 'The enclave’s first contribution is to turn “trust the administrators” into “trust the code you reviewed”.' },
      ],
    },
    {
      heading: 'What enclaves do not stop',
      blocks: [
        {
          list: [
            'Bugs in the enclave’s own code. An enclave faithfully protects a vulnerable signing service, including from its owner’s attempts to inspect it. Code review and testing matter more, not less.',
            'Side channels. Timing, memory access patterns and power consumption can leak information. Hardware mitigations have improved, but constant-time cryptography inside the enclave remains essential.',
            'Denial of service. The host controls scheduling and networking and can always refuse to run the enclave. Availability must come from redundancy across hosts and regions.',
            'Misuse through the front door. If a client can ask the enclave to sign anything, an attacker who controls that client can too. Authorisation policy must live inside the enclave, not in front of it.',
          ],
        },
        'The malicious client column of Figure 1 shows the last point plainly: of 11 techniques available to a client, the boundary stops one. A signing enclave that accepts any well-formed request is an HSM with a friendlier API, and an attacker who steals an API key can drain a wallet without touching the enclave’s memory. The same is true of a card-reveal service that trusts a front-end to check who is asking.',
        'The six techniques that remain are denial of service by the host and by the provider; two side channels, microarchitectural leaks to code on the same machine and timing measured remotely by a client, which mitigations and constant-time code reduce but do not remove; rollback of sealed state by an operator who replays an old copy; and physical attacks on the memory bus by an adversary with the hardware in hand, relevant only where the cloud provider is outside the trusted base.',
      ],
    },
    {
      heading: 'Design rules',
      blocks: [
        {
          ordered: true,
          list: [
            'Put policy inside the boundary. Limits, allow-lists and approval rules that govern what the enclave will do must be part of the measured image or signed configuration that the enclave verifies.',
            'Make attestation part of every connection. Clients verify the enclave’s measurement on each session, against a value published through a separate channel, such as a signed release note.',
            'Keep the image small. Every dependency is code running with access to the secrets. A minimal image is easier to review and to reproduce.',
            'Build reproducibly. If anyone can rebuild the image from source and get the same measurement, clients need not trust the build pipeline.',
            'Plan key recovery before you need it. Sealed keys die with the image unless there is a designed, audited path to migrate them to the next version.',
          ],
        },
        'Applied together, the rules stop 21 further techniques in the catalogue, bringing the total to 48 of 54. The first rule carries most of the weight for malicious clients; the second and fourth for the supply chain; the fifth guards against the quiet failure mode of every sealed-key design, an upgrade that cannot read the keys its predecessor sealed.',
        { subheading: 'Rollback and key migration in practice' },
        'Sealed state can be replayed: an operator who keeps an old copy of a sealed spending counter can restore it and reset the limit. Enclaves have no trusted clock or storage of their own, so counters that must only go forward belong in a service outside the host’s control, such as a replicated log the enclave signs into or a cloud key manager whose policy records a monotonic version. For key migration we recommend that the current image can export keys only to an image whose measurement appears in a release note signed by a quorum of named approvers, so that no single person and no compromised pipeline can move them.',
      ],
    },
    {
      heading: 'Attestation on every connection',
      blocks: [
        'Attestation is the step that turns an enclave’s isolation into something a client can rely on. The enclave asks the hardware, or the provider’s hypervisor, for a signed document that states the measurement of the code it is running and includes data of the enclave’s choosing, typically the public half of a key generated inside it. The client verifies the document and then talks only to the holder of that key.',
        'In our reviews of customer integrations, the checks were most often incomplete in two places: clients that compared the measurement but took the session key from the host’s TLS certificate, so that a compromised host could terminate the connection in front of a genuine enclave, and clients that cached a verified document indefinitely, so that a replaced enclave went unnoticed. Table 2 lists what every client should check.',
        { table: attestationChecks },
        'Verification is cheap once the certificate chain is cached: in our measurements, establishing an attested session took a median of 38 milliseconds, against 21 for an ordinary TLS session to the same host, and it happens once per session, not once per request.',
      ],
    },
    {
      heading: 'What the boundary costs',
      blocks: [
        'Enclaves are not free. Requests cross a local socket or a transition into the enclave, and memory encryption slows access to data that does not fit in the processor’s caches. For payment operations, which are short and mostly compute-bound, the effect is small. At low concurrency the fixed cost of crossing the boundary dominates, and the enclave signs about a quarter fewer transactions per second; as concurrency grows the gap closes, and at the instance’s peak the enclave reaches 89% of the ordinary virtual machine’s throughput (Figure 2).',
        { chart: throughput },
        'Latency tells the same story. Across four payment operations the enclave added between 0.2 and 1.1 milliseconds to the median, the larger figures for operations that touch more memory, such as scoring a transaction with a 200-feature model (Figure 3). For interactive payment flows, where the network round trip to the customer is measured in tens of milliseconds, that difference is not visible.',
        { chart: latency },
      ],
    },
    {
      heading: 'Conclusion',
      blocks: [
        'Enclaves do not remove the need for careful engineering; they change where the care goes. Used with attestation on every connection, policy inside the boundary and a small, reproducible image, they offer payment and custody workloads a level of protection from insiders and infrastructure compromise that was previously available only in dedicated hardware, with the flexibility of ordinary code.',
        'The threats that remain, availability, side channels, rollback and physical attacks, are well understood and can be managed with redundancy, constant-time code, external counters and a choice of technology that matches whom you are prepared to trust. The most common failures we see are not in the hardware at all, but in the front door: enclaves that will do whatever an authenticated client asks.',
      ],
    },
  ],
}
