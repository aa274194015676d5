import { z } from 'zod'

/**
 * Every label of the domain starts and ends with a letter or digit (RFC 1035). zod's email
 * pattern lets a label end with a hyphen ('ada@example-.com'); Payload's email field refuses
 * it, so such an address passed validation and then failed at storage with a 500.
 */
const DOMAIN_LABELS = /@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i

/** An email address the lead collections accept, refused with the form's own message. */
export const emailAddress = (message: string) => z.email(message).regex(DOMAIN_LABELS, message)
