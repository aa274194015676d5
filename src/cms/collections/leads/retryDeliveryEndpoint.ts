import type { Endpoint } from 'payload'

import { canRetryDelivery } from '../../access/inbox'
import { requeueDelivery } from '../../leads/repository'

/**
 * POST /api/leads/:id/retry-delivery: the inbox's "Retry delivery" button. Signed-in sales
 * staff and admins only; a delivery that has not failed is left alone (409, with the reason).
 */
export const retryDeliveryEndpoint: Endpoint = {
  path: '/:id/retry-delivery',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: 'Sign in to retry a delivery.' }] }, { status: 401 })
    if (!canRetryDelivery(req.user))
      return Response.json({ errors: [{ message: 'Only sales staff and admins may retry a delivery.' }] }, { status: 403 })
    const id = String(req.routeParams?.id ?? '')
    if (!/^\d+$/.test(id)) return Response.json({ errors: [{ message: 'Not a lead.' }] }, { status: 404 })
    const result = await requeueDelivery(req.payload, id)
    if (!result) return Response.json({ errors: [{ message: 'Not a lead.' }] }, { status: 404 })
    if (!result.requeued)
      return Response.json(
        { errors: [{ message: `Only a failed delivery can be retried; this one is ${result.delivery}.` }], delivery: result.delivery },
        { status: 409 },
      )
    return Response.json({ message: 'Delivery queued again.', delivery: result.delivery }, { status: 202 })
  },
}
