import * as readers from '@/cms/read/collections'
import { CustomerStory } from '@/features/customers/CustomerStory'
import { CustomersListing } from '@/features/customers/CustomersListing'
import { eyebrow } from '@/features/seo/ogText'
import { contentType, listingOf, titled } from '../contentType'
import { band, empty } from './bands'

/** Customer stories and their listing. */
export const customers = contentType({
  collection: 'customers',
  section: 'Customers',
  read: readers.customers,
  name: (customer) => titled(customer.name),
  metadata: (customer) => ({
    title: customer.name?.trim() ? `${customer.name.trim()} customer story` : 'Customer story',
    description: customer.summary,
  }),
  render: (customer) => <CustomerStory customer={customer} />,
  og: {
    alt: 'The headline of this customer story on a dark card with the logo',
    card: (customer) => ({
      eyebrow: eyebrow('Customer story', customer.name),
      title: customer.headline || customer.name,
      description: customer.summary,
    }),
  },
})

export const customersListing = listingOf(customers, {
  render: (all) => (all.length > 0 ? <CustomersListing customers={all} /> : band(empty('Customer stories are coming soon.'))),
  og: { alt: 'Customer stories on a dark card with the logo', eyebrow: 'Company', title: 'Customers' },
})
