import type { useCreateStore } from 'leva'

/** leva exports its store's type only through useCreateStore. */
export type DebugStore = ReturnType<typeof useCreateStore>
