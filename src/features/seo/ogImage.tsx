import { ImageResponse } from 'next/og'

import { BRAND_COLOUR, BRAND_MARK_SHAPE } from '@/lib/brandMark'
import { OG_SIZE, ogCardText, type OgCard } from './ogText'

const BRAND_300 = '#b4adff'

/** The keyhole shield of the site's logo (lib/brandMark), as plain shapes satori can draw. */
function Shield({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox={`0 0 ${BRAND_MARK_SHAPE.box} ${BRAND_MARK_SHAPE.box}`}>
      <path d={BRAND_MARK_SHAPE.shield} fill={BRAND_COLOUR} />
      <path d={BRAND_MARK_SHAPE.keyhole} fill="#fff" />
    </svg>
  )
}

/**
 * Every link preview of the site: a dark branded card with the section, the title and the
 * wordmark. It uses next/og's bundled font on purpose: satori cannot read our woff2 files and
 * the build has no network to fetch another.
 */
export function renderOgImage(card: OgCard): ImageResponse {
  const text = ogCardText(card)
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px',
        backgroundColor: '#020617',
        backgroundImage: `radial-gradient(circle at 88% 8%, rgba(109, 93, 252, 0.5), rgba(2, 6, 23, 0) 55%)`,
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <Shield size={60} />
        <div style={{ marginLeft: 18, fontSize: 38, fontWeight: 700, letterSpacing: -0.5 }}>{card.brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 1040 }}>
        <div style={{ fontSize: 26, letterSpacing: 4, textTransform: 'uppercase', color: BRAND_300 }}>
          {text.eyebrow}
        </div>
        <div style={{ marginTop: 18, fontSize: text.titleSize, lineHeight: 1.12, fontWeight: 700 }}>{text.title}</div>
        {text.description ? (
          <div style={{ marginTop: 22, fontSize: 28, lineHeight: 1.35, color: '#cbd5e1' }}>{text.description}</div>
        ) : null}
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          fontSize: 24,
          color: '#94a3b8',
        }}
      >
        <div>{text.host}</div>
        <div
          style={{
            width: 180,
            height: 6,
            borderRadius: 3,
            backgroundImage: `linear-gradient(90deg, ${BRAND_COLOUR}, ${BRAND_300})`,
          }}
        />
      </div>
    </div>,
    OG_SIZE,
  )
}
