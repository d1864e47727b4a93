import { translatable } from './language';
/**
 * The store settings (issue 30 §1, decision 052): what the shop's pages say with them (`SETTINGS_TEXT`: the footer's
 * seller details, the policy pages). Not part of `TEXT`. The back office's settings page has its own words
 * (`admin-settings.ts`): the shell imports this module, so everything in it is part of every page's first load.
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
