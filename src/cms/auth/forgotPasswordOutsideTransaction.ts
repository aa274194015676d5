import { commitTransaction, type CollectionBeforeOperationHook } from 'payload'

/**
 * Payload's forgot-password operation opens a transaction, then reserves the account's
 * request interval with a write made deliberately outside it, then writes the token inside
 * it. On SQLite this process's transaction holds the database's only write lock (BEGIN
 * IMMEDIATE, see src/cms/transactionConnection.ts), so that outside write waits for a
 * transaction that waits for it, until "database is locked" (500). The transaction has
 * done nothing yet when this hook runs, so it is ended here: the reservation and the token
 * are then each written atomically on their own, as Payload's PostgreSQL path does in effect.
 */
export const forgotPasswordOutsideTransaction: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if (operation === 'forgotPassword' && req.transactionID) await commitTransaction(req)
}
