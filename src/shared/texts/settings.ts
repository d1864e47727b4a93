import { translatable } from './language';
/**
 * The store settings (issue 30 §1, decision 052): what the shop's pages say with them (`SETTINGS_TEXT`: the footer's
 * seller details, the policy pages) and the back office's settings page (`ADMIN_SETTINGS_TEXT`, imported by admin
 * code only). Not part of `TEXT`.
 */
export const SETTINGS_TEXT_EN = {
  /** The footer and support line. */
  openingHours: (hours: string) => `Opening hours: ${hours}`,
  email: 'E-mail',
  sellerHeading: 'Seller',
  gstin: 'GSTIN',
  fssai: 'FSSAI licence no.',
  grievanceOfficer: 'Grievance officer',
  policiesHeading: 'Policies',
  /** Delivery when the zones make no promise that holds everywhere. */
  deliveryByPincode: 'Fee by pincode',
  /** Free delivery where a zone makes it, but not everywhere: "Free delivery in selected areas". */
  freeDeliveryInSomeZones: 'in selected areas',
  policies: {
    returns: 'Return policy',
    refunds: 'Refund policy',
    cancellation: 'Cancellation policy',
  },
  /** The checkout's one line above the pay button: "… our return policy, refund policy and cancellation policy." */
  checkoutPolicies: 'By placing this order you agree to our',
  and: 'and',
  policyEmpty: 'The shop has not published this policy yet. Please contact us with any question.',
  policyContact: 'Questions? Contact us',
} as const;

export const SETTINGS_TEXT: typeof SETTINGS_TEXT_EN = translatable('settings', SETTINGS_TEXT_EN);

/** Validation messages of the settings (the API's answers: "gstin: …"); the contract's, not the pages'. */
export const SETTINGS_VALIDATION_TEXT = {
  name: 'is required',
  tooLong: (max: number) => `must be at most ${max} characters`,
  email: 'must be an e-mail address such as shop@example.com',
  phone: 'must be a phone number (digits, spaces, + - and brackets)',
  pincode: 'must be a 6-digit pincode',
  state: 'must be one of the states and union territories of India',
  gstin: 'must be a GSTIN of 15 characters such as 29ABCDE1234F1Z5',
  gstinState: 'must start with the code of a state or union territory (01 to 38)',
  fssai: 'must be the 14 digits of the FSSAI licence',
  logoNotUploaded: (name: string) => `logo: Image ${name} was not uploaded through the back office: upload it again`,
} as const;

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
