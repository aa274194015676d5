/**
 * Time zones of the EU and the EEA whose IANA names do not begin with `Europe/`: the spec's
 * rule ("begins with Europe") would let these visitors be tracked before they choose, though
 * the GDPR protects them as it does Berlin. Each is the zone of an EU or EEA territory, or an
 * older name browsers may still report for one (README, "Consent"). Asking is the safe side,
 * so where a territory's status is disputed (northern Cyprus) or the zone is shared by a
 * territory outside the EEA (Svalbard and Jan Mayen use Norway's), the zone asks.
 */
export const EU_EEA_ZONES_OUTSIDE_EUROPE: ReadonlySet<string> = new Set([
  // Spain: the Canary Islands; Ceuta and Melilla.
  'Atlantic/Canary',
  'Africa/Ceuta',
  // Portugal: Madeira and the Azores.
  'Atlantic/Madeira',
  'Atlantic/Azores',
  // Cyprus.
  'Asia/Nicosia',
  'Asia/Famagusta',
  // France's outermost regions, which are EU territory.
  'Indian/Reunion',
  'Indian/Mayotte',
  'America/Guadeloupe',
  'America/Martinique',
  'America/Cayenne',
  'America/Marigot',
  // Iceland (EEA), and Norway's Arctic islands.
  'Atlantic/Reykjavik',
  'Arctic/Longyearbyen',
  'Atlantic/Jan_Mayen',
  // Older names for European zones that some systems still report.
  'CET',
  'EET',
  'MET',
  'WET',
  'Eire',
  'Iceland',
  'Poland',
  'Portugal',
])

/** Whether a visitor in this time zone is asked before any tracking (consent starts 'pending'). */
export const asksFirst = (timeZone: string): boolean =>
  timeZone.startsWith('Europe') || EU_EEA_ZONES_OUTSIDE_EUROPE.has(timeZone)
