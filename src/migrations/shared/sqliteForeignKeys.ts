/**
 * SQLite rebuilds a table to change it (create a copy, copy the rows, drop the old one), and
 * with foreign keys on, dropping the old table deletes or empties every row referring to it
 * (a lead's versions lose their parent). `PRAGMA foreign_keys=OFF` does nothing inside a
 * transaction, and Payload runs each migration in one, so these end that transaction, switch
 * the checks and begin another on the same connection (as seoToMeta.ts does for its rebuild).
 */
export const SQLITE_FOREIGN_KEYS_OFF = ['COMMIT', 'PRAGMA foreign_keys=OFF', 'BEGIN IMMEDIATE']

/** Call last: what the rebuild did is committed, and the connection checks foreign keys again. */
export const SQLITE_FOREIGN_KEYS_ON = ['COMMIT', 'PRAGMA foreign_keys=ON', 'BEGIN IMMEDIATE']

/**
 * Before campaign_forms goes down: the inbox rows and queued notifications of campaign answers,
 * whose form and task names the older schema does not have (PostgreSQL's enums refuse them).
 */
export const CAMPAIGN_FORMS_DOWN_CLEANUP = [
  `DELETE FROM "leads" WHERE "form" = 'campaignSubmission'`,
  `DELETE FROM "_leads_v" WHERE "version_form" = 'campaignSubmission'`,
  `DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'notifyFormRecipients'`,
  `DELETE FROM "payload_jobs" WHERE "task_slug" = 'notifyFormRecipients'`,
]
