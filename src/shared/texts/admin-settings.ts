/**
 * The back office's store settings page (issue 30 §1, decision 052). Not in `settings.ts`, which the shop's shell
 * imports: these words would be part of every storefront page's first-load JavaScript.
 */
export const ADMIN_SETTINGS_TEXT = {
  nav: 'Store settings',
  title: 'Store settings',
  intro:
    'What the shop says about itself: its name and address in the header, footer, e-mails and packing slips, and ' +
    'the registration numbers and policies the law asks an online shop to show.',
  save: 'Save settings',
  saving: 'Saving…',
  saved: 'The store settings are saved',
  /** The packing slip's sender block. */
  slipFrom: 'From',
  sections: {
    shop: 'The shop',
    address: 'Address',
    contact: 'Contact',
    registration: 'Registration',
    grievance: 'Grievance officer',
    policies: 'Policies',
  },
  fields: {
    name: 'Shop name',
    legalName: 'Legal name',
    logo: 'Logo',
    address: 'Street address',
    city: 'City',
    pincode: 'Pincode',
    state: 'State or union territory',
    statePlaceholder: 'Choose…',
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Opening hours',
    gstin: 'GSTIN',
    fssai: 'FSSAI licence number',
    grievanceName: 'Name',
    grievanceEmail: 'E-mail',
    grievancePhone: 'Phone',
    returnsPolicy: 'Return policy',
    refundsPolicy: 'Refund policy',
    cancellationPolicy: 'Cancellation policy',
  },
  hints: {
    name: 'Shown on every page, title and e-mail.',
    legalName: 'The registered name of the business, as on the GST registration.',
    hours: 'As shoppers should read it, e.g. Monday to Saturday, 10:00 - 18:00.',
    gstin: '15 characters, e.g. 29ABCDE1234F1Z5. Leave empty if the shop is not registered.',
    fssai: '14 digits.',
    policy: 'Plain text; blank lines start new paragraphs.',
  },
} as const;
