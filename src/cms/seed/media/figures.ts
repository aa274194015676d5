/**
 * Charts for the seeded posts, as SVG: text stays text (crisp, and the browser's sans-serif
 * draws it, so no font is needed at seed time). Each is drawn from its numbers, which the post
 * also gives in a table.
 */
type Bar = { label: string; before: number; after: number }

const RELAY_P99: Bar[] = [
  { label: 'TLS and routing', before: 1.1, after: 1.0 },
  { label: 'Parsing and selection', before: 1.4, after: 0.6 },
  { label: 'Vault writes', before: 4.6, after: 2.8 },
  { label: 'Rewrite and upstream', before: 0.8, after: 0.5 },
]

const WIDTH = 720
const ROW = 56
const LEFT = 190
const SCALE = 90 // px per ms
const FONT = `font-family="Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"`

/** Paired horizontal bars per stage, before in grey and after in violet, with a legend and values. */
export function relayLatencyChartSvg(): string {
  const height = 80 + RELAY_P99.length * ROW
  const rows = RELAY_P99.map((bar, i) => {
    const y = 70 + i * ROW
    return [
      `<text x="${LEFT - 14}" y="${y + 22}" text-anchor="end" font-size="14" fill="#334155">${bar.label}</text>`,
      `<rect x="${LEFT}" y="${y + 4}" width="${bar.before * SCALE}" height="16" rx="3" fill="#cbd5e1"/>`,
      `<text x="${LEFT + bar.before * SCALE + 8}" y="${y + 17}" font-size="12" fill="#64748b">${bar.before.toFixed(1)} ms</text>`,
      `<rect x="${LEFT}" y="${y + 24}" width="${bar.after * SCALE}" height="16" rx="3" fill="#5443e6"/>`,
      `<text x="${LEFT + bar.after * SCALE + 8}" y="${y + 37}" font-size="12" font-weight="600" fill="#4332c4">${bar.after.toFixed(1)} ms</text>`,
    ].join('')
  }).join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" ${FONT}>` +
    `<title>p99 time added by Relay per stage, before and after</title>` +
    `<rect width="${WIDTH}" height="${height}" rx="16" fill="#ffffff"/>` +
    `<text x="32" y="38" font-size="16" font-weight="700" fill="#0f172a">p99 added by Relay, per stage (eu-west)</text>` +
    `<rect x="${WIDTH - 250}" y="26" width="14" height="14" rx="3" fill="#cbd5e1"/><text x="${WIDTH - 228}" y="38" font-size="13" fill="#334155">Before</text>` +
    `<rect x="${WIDTH - 150}" y="26" width="14" height="14" rx="3" fill="#5443e6"/><text x="${WIDTH - 128}" y="38" font-size="13" fill="#334155">After</text>` +
    rows +
    `</svg>`
  )
}
