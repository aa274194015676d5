/**
 * Where the admin's code editor (Monaco, behind the rich-text code block) loads from: our own
 * origin. Payload's bundled copy of @monaco-editor/loader fetches Monaco from cdn.jsdelivr.net,
 * which the admin's Content-Security-Policy refuses (the editor never appears) and which would
 * tell a third party whenever someone opens a post with code in it. That loader has no setting
 * we can reach, but it uses `window.monaco` when one is there: CodeFromOrigin.client.tsx puts
 * it there from these files first. scripts/lib/monacoAssets.ts copies the installed
 * monaco-editor's `min/vs` to MONACO_PUBLIC_DIR before each build and dev start (not in git).
 */
export const MONACO_PUBLIC_DIR = 'public/vendor/monaco/vs'
export const MONACO_URL_PATH = '/vendor/monaco/vs'
