import { describe, expect, it } from 'vitest'

import { addressAfterTitle, addressState, type AddressState } from '@/lib/addresses/addressLock'

const start: AddressState = { locked: false, followsTitle: false }
const open = (published: boolean, address: string, fromTitle: string) =>
  addressState(start, { type: 'opened', published, address, fromTitle })

describe('the address lock rule', () => {
  it('a new document follows its title', () => {
    const state = open(false, '', '')
    expect(state).toEqual({ locked: false, followsTitle: true })
    expect(addressAfterTitle(state, '', 'my-post')).toBe('my-post')
  })

  it('an unpublished draft whose address is still its title’s keeps following it', () => {
    expect(open(false, 'my-post', 'my-post').followsTitle).toBe(true)
  })

  it('an unpublished draft with an address of its own does not follow the title', () => {
    const state = open(false, 'relay-copy', 'relay')
    expect(state).toEqual({ locked: false, followsTitle: false })
    expect(addressAfterTitle(state, 'relay-copy', 'relay-2')).toBe('relay-copy')
  })

  it('typing an address stops following the title', () => {
    const state = addressState(open(false, '', ''), { type: 'typed' })
    expect(state.followsTitle).toBe(false)
    expect(addressAfterTitle(state, 'mine', 'title-slug')).toBe('mine')
  })

  it('an empty title leaves the address as it is', () => {
    expect(addressAfterTitle(open(false, '', ''), 'kept', '')).toBe('kept')
  })

  it('a published document is locked and does not follow its title', () => {
    const state = open(true, 'launch', 'launch')
    expect(state).toEqual({ locked: true, followsTitle: false })
    expect(addressAfterTitle(state, 'launch', 'launch-renamed')).toBe('launch')
  })

  it('unlocking lets the editor change a published address, still without following the title', () => {
    const state = addressState(open(true, 'launch', 'launch'), { type: 'unlocked' })
    expect(state).toEqual({ locked: false, followsTitle: false })
  })

  it('publishing locks it again', () => {
    const unlocked = addressState(open(false, 'draft', 'draft'), { type: 'unlocked' })
    expect(addressState(unlocked, { type: 'opened', published: true, address: 'draft', fromTitle: 'draft' }).locked).toBe(true)
  })

  it('making the address from the title follows the title again only before the first publish', () => {
    const typed = addressState(open(false, '', ''), { type: 'typed' })
    expect(addressState(typed, { type: 'generated', published: false }).followsTitle).toBe(true)
    const unlocked = addressState(open(true, 'a', 'a'), { type: 'unlocked' })
    expect(addressState(unlocked, { type: 'generated', published: true })).toEqual({ locked: false, followsTitle: false })
  })
})
