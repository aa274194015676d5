/** The longest topic the lead endpoints accept (the forms' schemas say the same). */
export const TOPIC_MAX_LENGTH = 200

/**
 * The page address's `topic` query parameter (`/contact?topic=pci`): what a link into the page
 * says the visitor wants to talk about. Cut to what the endpoints accept, since the visitor
 * could not correct a refusal of a field they never saw.
 */
export function pageTopic(): string | undefined {
  return new URLSearchParams(window.location.search).get('topic')?.trim().slice(0, TOPIC_MAX_LENGTH) || undefined
}
