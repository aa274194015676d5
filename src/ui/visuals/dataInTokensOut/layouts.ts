import type { Rect } from '../kit/Box'
import type { Tone } from '../kit/Text'
import { monoWidth } from '../kit/TokenChip'
import { COMPACT_W, VIEW_H, VIEW_W } from '../kit/VisualSvg'

type Point = [x: number, y: number]

/** The stops of the travelling pills: each the top-left corner of a pill. */
export type Place = 'underBrowser' | 'dock' | 'inVault' | 'slot'

/** A text of the drawing, placed like the kit's Text (x, baseline). */
export type Label = { text: string; x: number; y: number; size: number; mono?: boolean; tone?: Tone; weight?: number; anchor?: 'end' }

/** A padlock: its top-left corner and its size (its width; it is 18/16 as tall). */
export type LockAt = { x: number; y: number; size: number }

/**
 * One arrangement of the home drawing: the browser and your API are windows above and below
 * Relay, the vault sits beside Relay, and the value and the token travel in one vertical lane
 * between them. The pills and every label are placed here, so the animation's test checks the
 * very boxes that are drawn.
 */
export type FlowLayout = {
  /** Prefix of the animations' names: both arrangements can share a page. */
  name: string
  w: number
  h: number
  pillSize: number
  browser: Rect
  relay: Rect
  vault: Rect
  api: Rect
  places: Record<Place, Point>
  /** Drawn under the travellers: the token passes over Relay and lands in your API. */
  relayLabels: Label[]
  apiLabels: Label[]
  /** Drawn over them: the value leaves from behind the browser and goes into the vault. */
  browserLabels: Label[]
  vaultLabels: Label[]
  relayLock: LockAt
  vaultLock: LockAt
  wires: { in: Point[]; out: Point[]; store: Point[] }
}

export const VALUE_TEXT = '4242…4242'
export const TOKEN_TEXT = 'tok_7Nq2…'
const CARD_NUMBER = '4242 4242 4242 4242'

/** A pill's size: the value and the token have as many characters, so one pill becomes the other. */
export const pillSize = (layout: Pick<FlowLayout, 'pillSize'>) => ({
  w: monoWidth(TOKEN_TEXT, layout.pillSize) + 20,
  h: layout.pillSize + 12,
})

/**
 * Beside the hero's text from 1024 px and under it from 640 px: the 480 × 360 canvas. The lane
 * is at x 232, right of the windows' labels and left of Relay's name.
 */
export const FULL_FLOW: FlowLayout = {
  name: 'dito',
  w: VIEW_W,
  h: VIEW_H,
  pillSize: 13,
  browser: { x: 8, y: 8, w: 464, h: 88 },
  relay: { x: 216, y: 140, w: 256, h: 72 },
  vault: { x: 8, y: 120, w: 192, h: 116 },
  api: { x: 8, y: 264, w: 464, h: 88 },
  places: { underBrowser: [232, 60], dock: [232, 163.5], inVault: [60, 163.5], slot: [232, 309.5] },
  browserLabels: [
    { text: 'card.number', x: 24, y: 71, size: 12, tone: 'muted' },
    { text: CARD_NUMBER, x: 242, y: 71, size: 14, mono: true },
  ],
  relayLabels: [
    { text: 'Relay', x: 366, y: 172, size: 14, tone: 'accent', weight: 600 },
    { text: '< 5 ms', x: 366, y: 192, size: 11, mono: true, tone: 'muted' },
  ],
  vaultLabels: [
    { text: 'Vault', x: 50, y: 152, size: 14, weight: 600 },
    { text: `${TOKEN_TEXT} →`, x: 24, y: 186, size: 12, mono: true, tone: 'token' },
    { text: '4242 •••• •••• 4242', x: 24, y: 206, size: 11, mono: true },
    { text: 'keys in HSMs', x: 24, y: 226, size: 11, tone: 'muted' },
  ],
  apiLabels: [
    { text: 'card.number', x: 24, y: 327, size: 12, tone: 'muted' },
    { text: 'out of PCI scope', x: 456, y: 327, size: 11, tone: 'muted', anchor: 'end' },
  ],
  relayLock: { x: 344, y: 158, size: 16 },
  vaultLock: { x: 24, y: 136, size: 18 },
  wires: {
    in: [[277, 96], [277, 140]],
    out: [[277, 212], [277, 264]],
    store: [[216, 176], [200, 176]],
  },
}

/**
 * Phones held upright: the 288-unit canvas, every label at least 11 units. Only the pill, the
 * card number and the names are kept; the vault moves to the left of Relay, where there is
 * room for it. 250 units tall: 298 px at 375 px.
 */
export const COMPACT_FLOW: FlowLayout = {
  name: 'dito-compact',
  w: COMPACT_W,
  h: 250,
  pillSize: 12,
  browser: { x: 4, y: 4, w: 280, h: 68 },
  relay: { x: 108, y: 100, w: 176, h: 50 },
  vault: { x: 4, y: 84, w: 92, h: 82 },
  api: { x: 4, y: 178, w: 280, h: 68 },
  places: { underBrowser: [120, 40], dock: [120, 113], inVault: [8, 113], slot: [120, 214] },
  browserLabels: [
    { text: 'card.number', x: 16, y: 56, size: 11, tone: 'muted' },
    { text: CARD_NUMBER, x: 130, y: 56, size: 12, mono: true },
  ],
  relayLabels: [
    { text: 'Relay', x: 234, y: 121, size: 13, tone: 'accent', weight: 600 },
    { text: '< 5 ms', x: 234, y: 139, size: 11, mono: true, tone: 'muted' },
  ],
  vaultLabels: [
    { text: 'Vault', x: 34, y: 107, size: 13, weight: 600 },
    { text: `${TOKEN_TEXT} →`, x: 14, y: 134, size: 11, mono: true, tone: 'token' },
    { text: VALUE_TEXT, x: 14, y: 152, size: 11, mono: true },
  ],
  apiLabels: [{ text: 'card.number', x: 16, y: 230, size: 11, tone: 'muted' }],
  relayLock: { x: 214, y: 108, size: 14 },
  vaultLock: { x: 14, y: 94, size: 14 },
  wires: {
    in: [[162, 72], [162, 100]],
    out: [[162, 150], [162, 178]],
    store: [[108, 125], [96, 125]],
  },
}
