// Data only, and empty now: its pass (seeded posts' code listings become code blocks, see
// ../shared/codeParagraphsToBlocks) reads posts through the current config, so it runs in the
// latest migration that changes the posts table, beside the other passes of that kind.
export async function up(): Promise<void> {}

export async function down(): Promise<void> {}
