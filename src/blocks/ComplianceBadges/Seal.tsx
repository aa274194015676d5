import { useId } from 'react'

import { CAPS_EM, fittedFontSize, ringArc, rosettePath, SEAL, type SealText } from './seals'

const { size, centre } = SEAL
const TOP = ringArc('top')
const BOTTOM = ringArc('bottom')
const ROSETTE = rosettePath(40, 59.5, 56.8)

/** One line of ring text, centred on its arc and shrunk to fit it. */
function RingText({ id, text, length }: { id: string; text: string; length: number }) {
  const fontSize = fittedFontSize(text, length, SEAL.ringText)
  return (
    <text fontSize={fontSize} fontWeight="700" letterSpacing={+(fontSize * 0.14).toFixed(2)} fill="currentColor" className="font-sans">
      <textPath href={`#${id}`} startOffset="50%" textAnchor="middle">
        {text}
      </textPath>
    </text>
  )
}

/**
 * A certification seal drawn in one colour (currentColor): a rosette or double ring, the
 * standard's name around it, the short name large inside. Decorative: the badge names the mark
 * in text beside it. The ring's arcs need ids unique on the page, as one mark may be shown twice.
 */
export function Seal({ seal, className }: { seal: SealText; className?: string }) {
  const id = useId()
  const top = `${id}-top`
  const bottom = `${id}-bottom`
  const centreSize = fittedFontSize(seal.centre, SEAL.centreWidth, SEAL.centreText, CAPS_EM.centre)
  return (
    <svg viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false" className={className}>
      <defs>
        <path id={top} d={TOP.d} />
        <path id={bottom} d={BOTTOM.d} />
      </defs>
      <g fill="none" stroke="currentColor">
        {seal.edge === 'rosette' ? (
          <path d={ROSETTE} strokeWidth="1.1" strokeLinejoin="round" fill="currentColor" fillOpacity="0.05" />
        ) : (
          <>
            <circle cx={centre} cy={centre} r="59" strokeWidth="1" fill="currentColor" fillOpacity="0.05" />
            <circle cx={centre} cy={centre} r="57" strokeWidth="0.6" />
          </>
        )}
        <circle cx={centre} cy={centre} r="46" strokeWidth="0.9" />
        {/* Dots round the field, as an engraved seal's beading. */}
        <circle cx={centre} cy={centre} r="42.5" strokeWidth="1.1" strokeDasharray="0 2.78" strokeLinecap="round" />
        <path d={`M${centre - 20} 67.5H${centre + 20}`} strokeWidth="0.8" />
      </g>
      <g fill="currentColor">
        <circle cx={centre - 52.2} cy={centre} r="1.5" />
        <circle cx={centre + 52.2} cy={centre} r="1.5" />
      </g>
      <RingText id={top} text={seal.top} length={TOP.length} />
      <RingText id={bottom} text={seal.bottom} length={BOTTOM.length} />
      <text x={centre} y="61" textAnchor="middle" fontSize={centreSize} fontWeight="800" letterSpacing="-0.02em" fill="currentColor" className="font-sans">
        {seal.centre}
      </text>
      {/* Tracking follows the last letter too: shifted by half of it, the line sits in the middle. */}
      <text x={centre + SEAL.subText * 0.08} y="78" textAnchor="middle" fontSize={SEAL.subText} fontWeight="700" letterSpacing="0.16em" fill="currentColor" className="font-sans">
        {seal.sub}
      </text>
    </svg>
  )
}
