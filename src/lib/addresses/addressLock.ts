/**
 * How the admin's address field (a slug or a page's path) behaves, as a state machine, so the
 * rule is one tested function and the field component only renders it:
 * - a document never published follows its title as the editor types, until the editor types an
 *   address of their own;
 * - a published document's address is locked: visitors, links and search engines know it.
 *   Changing it takes a deliberate Unlock (publishing it then offers the 301 from the old one);
 * - each publish locks it again.
 */
export type AddressState = { locked: boolean; followsTitle: boolean }

export type AddressEvent =
  /** The document was (re)loaded or published: `published` says whether it has a public address. */
  | { type: 'opened'; published: boolean; address: string; fromTitle: string }
  | { type: 'typed' }
  | { type: 'unlocked' }
  /** The editor asked for the address made from the title. */
  | { type: 'generated'; published: boolean }

export function addressState(state: AddressState, event: AddressEvent): AddressState {
  switch (event.type) {
    case 'opened':
      if (event.published) return { locked: true, followsTitle: false }
      return { locked: false, followsTitle: event.address === '' || event.address === event.fromTitle }
    case 'typed':
      return { ...state, followsTitle: false }
    case 'unlocked':
      return { ...state, locked: false }
    case 'generated':
      return { ...state, followsTitle: !event.published }
  }
}

/** The address after the title changed: the title's while the field follows it, else unchanged. */
export const addressAfterTitle = (state: AddressState, address: string, fromTitle: string) =>
  state.followsTitle && fromTitle !== '' ? fromTitle : address
