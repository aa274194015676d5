/** What every CRM adapter receives: one lead, flattened, with the key that makes a retry safe. */
export type CrmLead = {
  type: 'sales-contact' | 'demo-request' | 'beta-signup' | 'job-application' | 'campaign-form'
  id: string
  idempotencyKey: string
  createdAt: string
  fields: Record<string, string>
}

/** Sends one lead; throws when the CRM did not accept it, so the job is retried. */
export type CrmAdapter = { name: string; deliver: (lead: CrmLead) => Promise<void> }

export class CrmRejected extends Error {
  constructor(adapter: string, status: number) {
    super(`${adapter} answered ${status}`)
    this.name = 'CrmRejected'
  }
}

/** A CRM that hangs must not hold the job runner: each attempt gives up after this. */
export const CRM_TIMEOUT_MS = 10_000
