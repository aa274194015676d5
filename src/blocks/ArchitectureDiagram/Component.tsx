import type { DraftBlock } from '../RenderBlocks'
import { BlockSection } from '../shared/BlockSection'
import { SectionHeading } from '../shared/SectionHeading'
import { LANE_BOX, layoutDiagram, type Marking, type PlacedStep } from './layout'

const TONE: Record<'plain' | 'sensitive' | 'token', { stroke: string; fill: string; text: string; chip: string; name: string }> = {
  plain: { stroke: 'stroke-slate-500', fill: 'fill-slate-700', text: 'fill-slate-700', chip: 'bg-slate-700', name: '' },
  sensitive: { stroke: 'stroke-rose-600', fill: 'fill-rose-600', text: 'fill-rose-700', chip: 'bg-rose-600', name: 'Sensitive data' },
  token: { stroke: 'stroke-emerald-600', fill: 'fill-emerald-600', text: 'fill-emerald-800', chip: 'bg-emerald-600', name: 'Tokens only' },
}
const tone = (marking: Marking) => TONE[marking ?? 'plain']
// The drawing's box, and the list's where the list stands in for it.
const FRAME = 'rounded-card border border-slate-200 bg-white shadow-card'

/** One numbered arrow between lifelines, or a loop for work a party does on its own. */
function Step({ step }: { step: PlacedStep }) {
  const { stroke, fill, text } = tone(step.marking)
  const { x1, x2, y } = step
  const dir = x2 >= x1 ? 1 : -1
  const self = x1 === x2
  const tip = self ? x1 + 12 : x2 - dir * 3
  const tipY = self ? y + 12 : y
  const back = self ? -1 : dir
  const lineStart = self ? 0 : y - 9 - 15 * (step.lines.length - 1)
  return (
    <g>
      {self ? (
        <path d={`M${x1 + 11} ${y - 4}H${x1 + 30}V${y + 12}H${x1 + 16}`} fill="none" strokeWidth="1.75" className={stroke} />
      ) : (
        <line x1={x1 + dir * 12} y1={y} x2={tip - dir * 6} y2={y} strokeWidth="1.75" className={stroke} />
      )}
      <path d={`M${tip} ${tipY}l${-back * 8} -4.5v9z`} className={fill} />
      <circle cx={x1} cy={y} r="10" className={fill} />
      <text x={x1} y={y + 4} textAnchor="middle" fontSize="11" fontWeight="700" className="fill-white font-sans">
        {step.number}
      </text>
      {step.lines.map((line, index) => (
        <text
          key={index}
          x={step.labelX}
          y={self ? y + 1 + 15 * index : lineStart + 15 * index}
          textAnchor={step.anchor}
          fontSize="12"
          fontWeight="500"
          className={`${text} font-sans`}
        >
          {line}
        </text>
      ))}
    </g>
  )
}

/**
 * The scroll hint shows only while the box is narrower than the drawing's least width, which
 * depends on the number of lanes (`layoutDiagram`'s minWidth; a unit test keeps them equal).
 * Container queries need literal class names, hence one per lane count. NARROW swaps the
 * drawing for the list wherever the section's one column is too narrow for it, which leaves the
 * hint to five lanes in the wide layout's right-hand column.
 */
export const SCROLL_HINT: Record<number, string> = {
  2: '@max-[347px]:inline',
  3: '@max-[500px]:inline',
  4: '@max-[653px]:inline',
  5: '@max-[806px]:inline',
}

/** The figure's padding (p-6 from `desk`, less below) and border, both sides: its drawing is this much narrower than it. */
export const FIGURE_INSET = 50

/**
 * Where the section's container is narrower than the drawing's least width plus FIGURE_INSET, the
 * drawing would be cut or scroll (a phone shows two of four lanes): there the figure gives way
 * to the numbered steps, framed as it was and headed by the lanes, which tell the same sequence
 * top to bottom. `drawing` hides the figure, `list` pads the list inside the frame, `frame` shows
 * the frame and the lanes. Literal class names per lane count, as for SCROLL_HINT.
 */
export const NARROW: Record<number, { drawing: string; list: string; frame: string }> = {
  2: { drawing: '@max-[397px]:hidden', list: '@max-[397px]:p-4', frame: '@max-[397px]:flex' },
  3: { drawing: '@max-[550px]:hidden', list: '@max-[550px]:p-4', frame: '@max-[550px]:flex' },
  4: { drawing: '@max-[703px]:hidden', list: '@max-[703px]:p-4', frame: '@max-[703px]:flex' },
  5: { drawing: '@max-[856px]:hidden', list: '@max-[856px]:p-4', frame: '@max-[856px]:flex' },
}
// Without steps there is no list to stand in for the drawing.
const ALWAYS_DRAWN = { drawing: '', list: '', frame: '' }

/**
 * A sequence diagram an editor describes: lanes for the parties, numbered steps between them,
 * each marked when it carries sensitive data or only tokens. Drawn on the server; the numbered
 * list beside it says the same in words, for screen readers, and takes its place where it does
 * not fit (NARROW). The section is the container those queries measure.
 */
export function ArchitectureDiagram({
  block,
  tinted,
  anchor,
}: {
  block: DraftBlock<'architectureDiagram'>
  tinted: boolean
  anchor?: string | null
}) {
  const layout = layoutDiagram(block.lanes ?? [], block.steps ?? [])
  const markings = (['sensitive', 'token'] as const).filter((marking) => layout.steps.some((step) => step.marking === marking))
  const heading = <SectionHeading heading={block.heading} intro={block.intro} preLine className="max-w-2xl" />
  const narrow = (layout.steps.length > 0 && NARROW[layout.lanes.length]) || ALWAYS_DRAWN
  // A draft without a named lane yet has nothing to draw: its heading and intro, if any.
  if (layout.lanes.length === 0) return block.heading || block.intro ? <BlockSection tinted={tinted} anchor={anchor}>{heading}</BlockSection> : null
  return (
    <BlockSection tinted={tinted} anchor={anchor} className="@container grid items-start gap-10 wide:grid-cols-[1fr_2fr] wide:gap-14">
      {heading}
      <figure className={`@container m-0 min-w-0 ${FRAME} p-4 desk:p-6 wide:col-start-2 wide:row-span-2 wide:row-start-1 ${narrow.drawing}`}>
        <div
          role="region"
          aria-label={block.heading ? `${block.heading}: diagram` : 'Diagram'}
          tabIndex={0}
          className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <svg
            role="img"
            aria-label={`Sequence diagram between ${layout.lanes.map((lane) => lane.label).join(', ')}; the steps are listed in the text.`}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            className="mx-auto h-auto w-full"
            style={{ maxWidth: layout.width, minWidth: layout.minWidth }}
          >
            {layout.lanes.map((lane) => (
              <g key={lane.x}>
                <line x1={lane.x} y1={layout.top} x2={lane.x} y2={layout.bottom} strokeDasharray="4 5" className="stroke-slate-300" />
                <rect
                  x={lane.x - LANE_BOX.w / 2}
                  y={LANE_BOX.y}
                  width={LANE_BOX.w}
                  height={LANE_BOX.h}
                  rx="10"
                  className={lane.ours ? 'fill-brand-500/10 stroke-brand-500' : 'fill-slate-50 stroke-slate-300'}
                />
                <text
                  x={lane.x}
                  y={LANE_BOX.y + LANE_BOX.h / 2 + 4.5}
                  textAnchor="middle"
                  fontSize="13"
                  fontWeight="600"
                  className={`${lane.ours ? 'fill-brand-700' : 'fill-slate-900'} font-sans`}
                >
                  {lane.label}
                </text>
              </g>
            ))}
            {layout.steps.map((step) => (
              <Step key={step.number} step={step} />
            ))}
          </svg>
        </div>
        <figcaption className="mt-4 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-100 pt-4 text-xs text-slate-600">
          {markings.map((marking) => (
            <span key={marking} className="inline-flex items-center gap-2">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${tone(marking).chip}`} />
              {tone(marking).name}
            </span>
          ))}
          <span className={`ml-auto hidden ${SCROLL_HINT[layout.lanes.length] ?? ''}`}>
            Scroll sideways for every lane <span aria-hidden="true">→</span>
          </span>
        </figcaption>
      </figure>
      {layout.steps.length > 0 ? (
        // isolate: the frame, drawn behind the list where it stands in for the drawing, stays in the section.
        <div className={`relative isolate wide:col-start-1 wide:row-start-2 ${narrow.list}`}>
          <div aria-hidden="true" className={`absolute inset-0 -z-10 hidden ${FRAME} ${narrow.frame}`} />
          {/* The lanes, as the drawing heads them; hidden from screen readers, as every step names its own. */}
          <p aria-hidden="true" className={`mb-4 hidden flex-wrap gap-2 border-b border-slate-100 pb-4 ${narrow.frame}`}>
            {layout.lanes.map((lane) => (
              <span
                key={lane.x}
                className={`rounded-lg px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${lane.ours ? 'bg-brand-500/10 text-brand-700 ring-brand-500' : 'bg-slate-50 text-slate-900 ring-slate-300'}`}
              >
                {lane.label}
              </span>
            ))}
          </p>
          <ol aria-label="Steps" className="space-y-3 text-sm text-slate-700">
            {layout.steps.map((step) => (
              <li key={step.number} className="flex gap-3">
                <span aria-hidden="true" className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full text-[11px] font-bold text-white ${tone(step.marking).chip}`}>
                  {step.number}
                </span>
                <span>
                  <span className="font-semibold text-slate-900">
                    {step.from}
                    {step.from === step.to ? null : (
                      <>
                        {' '}
                        <span aria-hidden="true">→</span>
                        <span className="sr-only">to</span> {step.to}
                      </>
                    )}
                    :
                  </span>{' '}
                  {step.label}
                  {step.marking ? <span className="text-slate-600"> ({tone(step.marking).name.toLowerCase()})</span> : null}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </BlockSection>
  )
}
