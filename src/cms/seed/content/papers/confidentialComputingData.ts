import type { Chart, Table } from '../../media/paperDocument'

/**
 * The numbers behind the confidential computing paper's figures and tables: Cipherwell's
 * catalogue of attack techniques and its benchmarks of Enclaves, as the paper describes them.
 */

export const technologies: Table = {
  title: 'Three kinds of trusted execution environment',
  columns: ['', 'Process enclaves', 'Confidential VMs', 'Isolated VMs on the provider’s hypervisor'],
  widths: [0.9, 1.4, 1.4, 1.5],
  rows: [
    ['Examples', 'Intel SGX', 'AMD SEV-SNP, Intel TDX', 'AWS Nitro Enclaves'],
    ['What is isolated', 'Part of one process', 'A whole virtual machine', 'A virtual machine carved from a parent instance, with no network or disk'],
    ['Trusted code', 'The CPU and the enclave’s own code', 'The CPU’s firmware and the whole guest, operating system included', 'The provider’s hypervisor and the enclave image'],
    ['Who vouches for it', 'Keys rooted in the CPU vendor', 'Keys rooted in the CPU vendor', 'The cloud provider’s certificate authority'],
    ['Protects from the cloud operator', 'Yes, by hardware', 'Yes, by hardware', 'By the provider’s design and controls: the provider is trusted'],
    ['What it costs you', 'Code split into trusted and untrusted parts', 'A larger trusted base to harden', 'Communication only through a local socket'],
  ],
  note: 'All three protect a workload from your own administrators and from attackers on the host. They differ in whether the cloud provider itself is inside the trust boundary.',
}

export const coverage: Chart = {
  kind: 'stacked',
  horizontal: true,
  title: 'Attack techniques in our catalogue, by adversary and what stops them',
  caption:
    'The 54 techniques in Cipherwell’s threat catalogue for enclave workloads, by the adversary who can use them and by the first control that stops them: the enclave boundary itself, the five design rules in this paper, or neither, leaving controls outside the enclave. Source: Cipherwell threat catalogue.',
  categories: ['Malicious insider', 'Attacker on the host', 'Cloud provider', 'Malicious client', 'Build and supply chain'],
  series: [
    { name: 'Stopped by the enclave boundary', values: [10, 9, 6, 1, 1] },
    { name: 'Stopped by the design rules', values: [3, 2, 1, 9, 6] },
    { name: 'Needs controls outside the enclave', values: [1, 2, 2, 1, 0] },
  ],
  valueAxis: 'Attack techniques',
  max: 15,
}

export const throughput: Chart = {
  kind: 'line',
  title: 'Transaction signing throughput, with and without an enclave',
  caption:
    'ECDSA signatures per second on secp256k1 from a signing service on 8 virtual CPUs, as concurrent requests grow, in an ordinary virtual machine and in an enclave on the same instance type. Each point is the median of five 10-minute runs. Source: Cipherwell benchmarks.',
  categories: ['1', '2', '4', '8', '16', '32', '64'],
  series: [
    { name: 'Ordinary virtual machine', values: [1.1, 2.2, 4.3, 8.1, 14.2, 15.9, 16.1] },
    { name: 'Enclave', values: [0.8, 1.6, 3.2, 6.0, 10.9, 13.8, 14.3] },
  ],
  valueAxis: 'Thousand signatures per second',
  categoryAxis: 'Concurrent requests',
}

export const latency: Chart = {
  kind: 'bar',
  title: 'Median latency of payment operations, with and without an enclave',
  caption:
    'Median time to complete one operation at 8 concurrent requests, measured at the client, in an ordinary virtual machine and in an enclave on the same instance type. The enclave adds a local socket round trip and the cost of encrypted memory. Source: Cipherwell benchmarks.',
  categories: ['Sign a transaction', 'Translate a PIN block', 'Reveal a card number', 'Score a transaction'],
  series: [
    { name: 'Ordinary virtual machine', values: [0.9, 0.6, 1.4, 3.8] },
    { name: 'Enclave', values: [1.3, 0.8, 1.9, 4.9] },
  ],
  valueAxis: 'Median latency (ms)',
  unit: ' ms',
  valueLabels: true,
}

export const attestationChecks: Table = {
  title: 'What a client checks before it sends an enclave anything',
  columns: ['Check', 'How', 'What it prevents'],
  widths: [1.1, 2.2, 1.9],
  rows: [
    ['The document is genuine', 'Verify the signature chain up to the hardware vendor’s or provider’s root certificate, pinned in the client', 'A host presenting a forged or replayed attestation'],
    ['It is fresh', 'Include a random nonce in the request and find it in the signed document', 'Replaying an old document from an enclave that has since been replaced'],
    ['The code is the code you reviewed', 'Compare the measurements with the values in the signed release note for the current version', 'A modified image, including one built from the right source by a compromised pipeline'],
    ['The channel ends in the enclave', 'Take the session key from the attested document, not from the host’s TLS certificate', 'A host terminating the connection in front of a genuine enclave'],
    ['The platform is up to date', 'Check the firmware and security version numbers against your minimums', 'Attacks on known, patched hardware and firmware flaws'],
  ],
}
