import { monitor, useControls } from 'leva'

import { readStoredUtms } from '../attribution/storedUtms'
import { UTM_COOKIE_NAME } from '../attribution/utmCookie'
import type { DebugStore } from './debugStore'
import { decodeUtmCookie } from './decodeUtmCookie'
import { shorten, spacedJson } from './displayText'
import { readCookie } from './readCookie'

/**
 * Neither the UTM record nor the cookie tells anyone when it changes, and the capture may
 * write them after this panel mounts, so leva monitors poll them (a localStorage read and
 * a cookie parse each second cost nothing).
 */
const POLL = { interval: 1000 }

const storedRecord = () => {
  const record = readStoredUtms()
  return Object.keys(record).length ? shorten(spacedJson(record)) : 'none'
}
const cookieRaw = () => shorten(readCookie(UTM_COOKIE_NAME) ?? 'none')
const cookieDecoded = () => {
  const raw = readCookie(UTM_COOKIE_NAME)
  if (raw === undefined) return 'none'
  return shorten(decodeUtmCookie(raw) ?? 'not base64')
}

/** The stored UTM record and the UTM cookie, raw and decoded. */
export function useAttributionControls(store: DebugStore): void {
  useControls(
    'attribution',
    () => ({
      stored: monitor(storedRecord, POLL),
      cookie: monitor(cookieRaw, POLL),
      decoded: monitor(cookieDecoded, POLL),
    }),
    { store },
  )
}
