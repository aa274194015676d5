import type { UIFieldServerComponent } from 'payload'

import { referrersOf } from '../links/protectLinkTargets'

/**
 * "Linked from", beside a linkable document: every link and redirect that leads to it, each a
 * link to where it can be changed. A delete is refused while the list is not empty (its message
 * points here, as the admin's toast cannot hold links), and a rename is safe for all of them.
 */
export const LinkedFrom: UIFieldServerComponent = async ({ id, collectionSlug, req }) => {
  if (id === undefined || !collectionSlug) return null
  const { referrers } = await referrersOf(req, collectionSlug, id)
  return (
    <div className="field-type linked-from">
      <h4 className="linked-from__heading">Linked from ({referrers.length})</h4>
      {referrers.length === 0 ? (
        <p className="field-description">Nothing on the site links here.</p>
      ) : (
        <ul className="linked-from__list">
          {referrers.map((referrer) => (
            <li key={referrer.href}>
              <a href={referrer.href}>{referrer.label}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
