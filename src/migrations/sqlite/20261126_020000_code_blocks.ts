// Data only: seeded posts' code listings become code blocks (see ../shared/codeParagraphsToBlocks).
import { codeBlocksMigration } from '../shared/codeParagraphsToBlocks'

export const { up, down } = codeBlocksMigration
