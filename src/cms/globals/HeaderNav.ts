import type { Block, GlobalConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { siteGlobal } from '../contentDefaults'
import { linkField } from '../fields/linkField'
import { iconField } from '../fields/iconField'
import { rowLabel, withRowLabel } from '../fields/rowLabel'
import { globalWithEditHistory } from '../admin/withEditHistory'

/** A titled group of links, optionally with a featured link. */
const NavList: Block = withRowLabel(
  {
    slug: 'navList',
    labels: { singular: 'List', plural: 'Lists' },
    fields: [
      { name: 'title', type: 'text', required: true },
      {
        name: 'variant',
        type: 'select',
        defaultValue: 'primary',
        options: [
          { label: 'Primary', value: 'primary' },
          { label: 'Secondary', value: 'secondary' },
        ],
      },
      {
        name: 'items',
        type: 'array',
        required: true,
        minRows: 1,
        admin: { ...rowLabel(['title'], 'Link'), initCollapsed: true },
        fields: [
          { name: 'title', type: 'text', required: true },
          { name: 'text', type: 'text' },
          iconField(),
          {
            name: 'action',
            type: 'select',
            defaultValue: 'link',
            required: true,
            options: [
              { label: 'Link', value: 'link' },
              { label: 'Open the register-interest dialog', value: 'registerInterest' },
            ],
          },
          linkField({ name: 'link', condition: (_, sibling) => sibling?.action !== 'registerInterest' }),
          {
            name: 'dialog',
            type: 'group',
            admin: { condition: (_, sibling) => sibling?.action === 'registerInterest' },
            fields: [
              { name: 'title', type: 'text' },
              { name: 'text', type: 'textarea' },
              { name: 'topic', type: 'text' },
              iconField(),
            ],
          },
        ],
      },
      {
        name: 'featured',
        type: 'group',
        fields: [
          linkField({ name: 'link' }),
          { name: 'title', type: 'text' },
          { name: 'text', type: 'text' },
          iconField(),
        ],
      },
    ],
  },
  ['title'],
)

/** The webinar card shows the next upcoming webinar from the CMS, else the latest. */
const NavWebinar: Block = withRowLabel(
  {
    slug: 'navWebinar',
    labels: { singular: 'Featured webinar', plural: 'Featured webinars' },
    fields: [{ name: 'title', type: 'text', required: true, defaultValue: 'Featured webinar' }],
  },
  ['title'],
)

export const HeaderNav: GlobalConfig = globalWithEditHistory({
  slug: 'header-nav',
  label: 'Header navigation',
  ...siteGlobal(TAGS.headerNav),
  fields: [
    {
      name: 'items',
      type: 'array',
      maxRows: 10,
      // Collapsed, the form is the menu's outline (one labelled row per item, per list, per
      // link) rather than about 9,800 px of every field; an editor opens the row to change.
      admin: { ...rowLabel(['title'], 'Menu item'), initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true },
        linkField({ name: 'link', description: 'Leave empty when the item opens a dropdown.' }),
        { name: 'children', type: 'blocks', blocks: [NavList, NavWebinar], maxRows: 4, admin: { initCollapsed: true } },
      ],
    },
  ],
})
