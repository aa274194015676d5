// Stands in for the 'server-only' guard in tests (see vitest.config.ts).
export {}
