/**
 * The compliance marks a page can show, as the editor's select lists them. The values are
 * stored in the database; `mark` is the short text drawn inside the badge, `name` the mark's
 * full name and `detail` what it attests.
 */
export const COMPLIANCE_MARKS = [
  { value: 'pci_dss_l1', mark: 'PCI', name: 'PCI DSS Level 1', detail: 'Service provider, assessed annually' },
  { value: 'soc2_type2', mark: 'SOC 2', name: 'SOC 2 Type II', detail: 'Security and availability' },
  { value: 'iso_27001', mark: 'ISO', name: 'ISO/IEC 27001', detail: 'Information security management' },
  { value: 'iso_27018', mark: 'ISO', name: 'ISO/IEC 27018', detail: 'Personal data in the cloud' },
  { value: 'hipaa', mark: 'HIPAA', name: 'HIPAA', detail: 'Business Associate Agreements' },
  { value: 'gdpr', mark: 'GDPR', name: 'GDPR', detail: 'EU data residency and DPA' },
  { value: 'ccpa', mark: 'CCPA', name: 'CCPA', detail: 'California privacy rights' },
  { value: 'csa_star', mark: 'CSA', name: 'CSA STAR Level 1', detail: 'Cloud security self-assessment' },
] as const

export type ComplianceMarkName = (typeof COMPLIANCE_MARKS)[number]['value']

const BY_VALUE = new Map<string, (typeof COMPLIANCE_MARKS)[number]>(COMPLIANCE_MARKS.map((mark) => [mark.value, mark]))

/** The marks for the values an editor chose, in their order, skipping any no longer offered. */
export function complianceMarks(values: readonly string[] | null | undefined) {
  return (values ?? []).flatMap((value) => BY_VALUE.get(value) ?? [])
}
