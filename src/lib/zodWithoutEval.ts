import { z } from 'zod'

/**
 * Zod 4 compiles object parsers with `new Function` when it may, and to find out it calls
 * `Function('')` on first use. The site's Content-Security-Policy has no 'unsafe-eval', so in
 * the browser that probe is refused and reported as a policy violation (zod then parses
 * without compiling anyway). Saying so up front skips the probe. Imported, for this side
 * effect, by the schema modules the browser loads.
 */
z.config({ jitless: true })
