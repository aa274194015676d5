import { BRAND_COLOUR, BRAND_MARK_SHAPE } from '@/lib/brandMark'

function Mark({ size }: { size: number }) {
  return (
    <svg viewBox={`0 0 ${BRAND_MARK_SHAPE.box} ${BRAND_MARK_SHAPE.box}`} width={size} height={size} aria-hidden="true">
      <path d={BRAND_MARK_SHAPE.shield} fill={BRAND_COLOUR} />
      <path d={BRAND_MARK_SHAPE.keyhole} fill="#fff" />
    </svg>
  )
}

/** The admin's small mark (navigation, tab), in place of Payload's. */
export function AdminIcon() {
  return <Mark size={28} />
}

/** The sign-in page's logo: the mark and the name, with what this admin is for. */
export function AdminLogo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
      <Mark size={44} />
      <span style={{ display: 'grid', lineHeight: 1.15 }}>
        <span style={{ fontSize: 26, fontWeight: 700, letterSpacing: '-0.02em' }}>Cipherwell</span>
        <span style={{ fontSize: 13, opacity: 0.7 }}>Website admin</span>
      </span>
    </span>
  )
}
