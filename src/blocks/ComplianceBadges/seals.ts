import type { ComplianceMarkName } from '@/lib/complianceMarks'

/**
 * What each mark's seal says: the short name large in the centre with a line under it, the
 * standard's name along the top of the ring and what it attests along the bottom. `edge`: a
 * toothed rosette for what an auditor certifies, a plain double ring for the laws we comply with.
 * Our own drawing in the manner of certification seals, never a certifying body's logo.
 */
export type SealText = { centre: string; sub: string; top: string; bottom: string; edge: 'rosette' | 'ring' }

export const SEALS: Record<ComplianceMarkName, SealText> = {
  pci_dss_l1: { centre: 'PCI', sub: 'LEVEL 1', top: 'PCI DSS COMPLIANT', bottom: 'SERVICE PROVIDER', edge: 'rosette' },
  soc2_type2: { centre: 'SOC 2', sub: 'TYPE II', top: 'SOC 2 EXAMINATION', bottom: 'INDEPENDENTLY AUDITED', edge: 'rosette' },
  iso_27001: { centre: 'ISO', sub: '27001', top: 'ISO/IEC 27001:2022', bottom: 'CERTIFIED ISMS', edge: 'rosette' },
  iso_27018: { centre: 'ISO', sub: '27018', top: 'ISO/IEC 27018:2019', bottom: 'CLOUD PRIVACY', edge: 'rosette' },
  hipaa: { centre: 'HIPAA', sub: 'COMPLIANT', top: 'HIPAA SECURITY RULE', bottom: 'BAA AVAILABLE', edge: 'ring' },
  gdpr: { centre: 'GDPR', sub: 'COMPLIANT', top: 'DATA PROTECTION', bottom: 'EU REGULATION 2016/679', edge: 'ring' },
  ccpa: { centre: 'CCPA', sub: 'COMPLIANT', top: 'CONSUMER PRIVACY ACT', bottom: 'CALIFORNIA', edge: 'ring' },
  csa_star: { centre: 'STAR', sub: 'LEVEL 1', top: 'CLOUD SECURITY', bottom: 'SELF-ASSESSMENT', edge: 'rosette' },
}

/** The seal's drawing box is 120 units square around its centre. */
export const SEAL = {
  size: 120,
  centre: 60,
  /** The ring text: the top's baseline (glyphs rise outwards) and the bottom's (glyphs hang inwards). */
  topRadius: 49,
  bottomRadius: 55.5,
  /**
   * The angle each ring text is sized to fill, centred on the top and on the bottom; the rest
   * holds the separators. Its path runs wider, so a font wider than the estimate below (a
   * fallback font) takes the slack instead of losing letters at the path's ends.
   */
  arcDegrees: 140,
  pathDegrees: 172,
  ringText: 8,
  centreText: 22,
  subText: 7.5,
  /** The width the centre's short name may take inside the dotted inner circle. */
  centreWidth: 70,
} as const

/**
 * About how many ems a capital takes in the site's sans, bold: with the ring's tracking, and in
 * the centre's tighter setting.
 */
export const CAPS_EM = { ring: 0.8, centre: 0.72 } as const

/** A font size at which `text`, in capitals `em` wide, fits `room` units; never above `max`. */
export function fittedFontSize(text: string, room: number, max: number, em: number = CAPS_EM.ring): number {
  const length = Math.max(text.length, 1)
  return Math.min(max, Math.floor((room / (length * em)) * 10) / 10)
}

const point = (radius: number, degrees: number) => {
  const angle = (degrees * Math.PI) / 180
  const x = SEAL.centre + radius * Math.cos(angle)
  const y = SEAL.centre + radius * Math.sin(angle)
  return `${+x.toFixed(2)} ${+y.toFixed(2)}`
}

/**
 * The arc a ring text follows, left to right whichever half it is on (clockwise over the top,
 * anticlockwise under the bottom, so neither reads upside down), and the length its text is
 * sized to (arcDegrees of it).
 */
export function ringArc(half: 'top' | 'bottom'): { d: string; length: number } {
  const radius = half === 'top' ? SEAL.topRadius : SEAL.bottomRadius
  const halfSpan = SEAL.pathDegrees / 2
  const [from, to, sweep] = half === 'top' ? [270 - halfSpan, 270 + halfSpan, 1] : [90 + halfSpan, 90 - halfSpan, 0]
  return {
    d: `M${point(radius, from)}A${radius} ${radius} 0 0 ${sweep} ${point(radius, to)}`,
    length: (radius * SEAL.arcDegrees * Math.PI) / 180,
  }
}

/** A closed zigzag between two radii: the toothed edge of a rosette seal. */
export function rosettePath(teeth: number, outer: number, inner: number): string {
  const corners = Array.from({ length: teeth * 2 }, (_, index) => point(index % 2 === 0 ? outer : inner, (index * 180) / teeth - 90))
  return `M${corners.join('L')}Z`
}
