import { loadScript } from './loadScript'

declare global {
  interface Window {
    intercomSettings?: Record<string, unknown>
    Intercom?: (command: string, ...args: unknown[]) => void
  }
}

const IDENTITY_PATH = '/api/chat/identity'
const JSON_REQUEST = { headers: { 'content-type': 'application/json' }, body: '{}' }

/**
 * Intercom's messenger, booted with an identity our server signed (the visitor cannot pose
 * as someone else and read their conversation). Without an identity there is no chat.
 */
export async function loadChat(appId: string): Promise<void> {
  const response = await fetch(IDENTITY_PATH, { method: 'POST', ...JSON_REQUEST })
  if (!response.ok) return
  const { userId, token } = (await response.json()) as { userId: string; token: string }
  window.intercomSettings = { api_base: 'https://api-iam.intercom.io', app_id: appId, user_id: userId, intercom_user_jwt: token }
  loadScript(`https://widget.intercom.io/widget/${encodeURIComponent(appId)}`)
}

/** Withdrawal: the messenger closes and our server forgets the chat identity. */
export async function forgetChat(): Promise<void> {
  window.Intercom?.('shutdown')
  await fetch(IDENTITY_PATH, { method: 'DELETE', ...JSON_REQUEST }).catch(() => undefined)
}
