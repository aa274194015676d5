import { forgetChatIdentity, issueChatIdentity } from '@/features/integrations/chatIdentity'

/** The live chat's signed visitor identity; see src/features/integrations/chatIdentity.ts. */
export const POST = issueChatIdentity
export const DELETE = forgetChatIdentity
