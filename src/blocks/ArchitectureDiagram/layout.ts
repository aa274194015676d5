export type Marking = 'sensitive' | 'token' | null

/** What an editor entered; a draft's lane or step may still miss any of it. */
type LaneInput = { label?: string | null; ours?: boolean | null }
type StepInput = { from?: number | null; to?: number | null; label?: string | null; marking?: Marking | undefined }


export type PlacedStep = {
  number: number
  from: string
  to: string
  marking: Marking
  label: string
  /** The arrow, left or right; `x1 === x2` is a step within one lane, drawn as a loop. */
  x1: number
  x2: number
  y: number
  /** The label, wrapped to the width between the lanes, centred above the arrow. */
  lines: string[]
  labelX: number
  anchor: 'middle' | 'start'
}

export type DiagramLayout = {
  width: number
  /** The narrowest it is drawn: below this its box scrolls sideways instead of shrinking the labels. */
  minWidth: number
  height: number
  lanes: { label: string; ours: boolean; x: number }[]
  steps: PlacedStep[]
  /** Where the lanes' lifelines start and end. */
  top: number
  bottom: number
}

const MARGIN = 24
export const LANE_W = 180
// The labels stay legible down to 85% of the drawn size.
const MIN_SCALE = 0.85
export const LANE_BOX = { w: 152, h: 44, y: 12 }
const FIRST_STEP = LANE_BOX.y + LANE_BOX.h + 58
const STEP_GAP = 64
// The label's font size is 12 px: about 6.6 px a character in the site's sans.
const CHAR_W = 6.6
const LOOP_LABEL_W = LANE_W - 48

/** Words into at most `most` lines of `max` characters, the last cut short with an ellipsis. */
export function wrapLabel(text: string, max: number, most: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.trim().split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (next.length <= max || !line) line = next
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  if (lines.length <= most) return lines
  // Cut the rest at a word that fits before the ellipsis, or mid-word when none does.
  const rest = lines.slice(most - 1).join(' ')
  const cut = rest.lastIndexOf(' ', max - 1)
  return [...lines.slice(0, most - 1), `${cut > 0 ? rest.slice(0, cut) : rest.slice(0, Math.max(1, max - 1))}…`]
}

/**
 * Where the lanes and steps of a sequence diagram go on its canvas. Steps that name a lane the
 * editor has not defined are dropped, and the rest numbered in order, so the drawing and the
 * text list beside it always agree. A draft's unnamed lanes are left out with the steps that
 * name them, and so are steps without a label yet.
 */
export function layoutDiagram(laneInputs: readonly (LaneInput | null | undefined)[], steps: readonly (StepInput | null | undefined)[]): DiagramLayout {
  const lanes = laneInputs
    .flatMap((lane, index) => (lane?.label ? [{ label: lane.label, ours: lane.ours === true, number: index + 1 }] : []))
    .map(({ label, ours, number }, index) => ({ label, ours, number, x: MARGIN + LANE_W * index + LANE_W / 2 }))
  const lane = (number: number | null | undefined) => lanes.find((candidate) => candidate.number === number)
  const valid = steps.flatMap((step) => {
    const from = lane(step?.from)
    const to = lane(step?.to)
    return step?.label && from && to ? [{ step: { ...step, label: step.label }, from, to }] : []
  })
  const placed = valid.map(({ step, from, to }, index): PlacedStep => {
    const y = FIRST_STEP + STEP_GAP * index
    const self = from.x === to.x
    const room = self ? LOOP_LABEL_W : Math.abs(to.x - from.x) - 24
    return {
      number: index + 1,
      from: from.label,
      to: to.label,
      marking: step.marking ?? null,
      label: step.label,
      x1: from.x,
      x2: to.x,
      y,
      // Three lines above an arrow: a step label's 48 characters then fit between neighbouring
      // lanes however its words break (two lines cut "Frictionless: authenticated, no challenge").
      // A loop's label hangs below it, where a third line would meet the next step's label.
      lines: wrapLabel(step.label, Math.floor(room / CHAR_W), self ? 2 : 3),
      labelX: self ? from.x + 40 : (from.x + to.x) / 2,
      anchor: self ? 'start' : 'middle',
    }
  })
  const bottom = FIRST_STEP + STEP_GAP * Math.max(placed.length - 1, 0) + 32
  const width = MARGIN * 2 + LANE_W * lanes.length
  return {
    width,
    minWidth: Math.round(width * MIN_SCALE),
    height: bottom + 12,
    lanes: lanes.map(({ label, ours, x }) => ({ label, ours, x })),
    steps: placed,
    top: LANE_BOX.y + LANE_BOX.h,
    bottom,
  }
}
