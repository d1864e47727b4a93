import { formatPrice } from '../format-price';
import { translatable } from './language';

/**
 * GST (issue 30 §2, docs/decisions/053): the shopper's words (`GST_TEXT`: the checkout's State, the pincode check,
 * "Includes GST") and the back office's (`ADMIN_GST_TEXT`: the product form's HSN and rate, the rates screen, the
 * catalogue CSV's row errors, the monthly summary). Not part of `TEXT`, like the settings' and coupons' words: the
 * storefront's first load does not need them.
 */
export const GST_TEXT_EN = {
  chooseState: 'Choose a state or union territory',
  stateUnknown: 'Please choose a state or union territory of India',
  stateNotPincode: (state: string, pincode: string) =>
    `Pincode ${pincode} is not in ${state}: please check the state or the pincode`,
  /** The cart and checkout summary, from the server's figures (paise). */
  includesGst: (paise: number) =>
    `Includes GST ${formatPrice(Math.trunc(paise / 100))}.${String(paise % 100).padStart(2, '0')}`,
} as const;

export const GST_TEXT: typeof GST_TEXT_EN = translatable('gst', GST_TEXT_EN);

export const ADMIN_GST_TEXT = {
  product: {
    hsnCode: 'HSN code',
    hsnHint: '4, 6 or 8 digits (leave empty when not known)',
    gstRate: 'GST rate',
  },
  validation: {
    hsn: 'must be an HSN code of 4, 6 or 8 digits, or empty',
    rateUnknown: (percent: string) =>
      `GST rate ${percent} % is not one of the shop's rates: add it under GST rates first`,
    rateNotPercent: (value: string) => `GST rate "${value}" must be a percentage such as 5 or 18`,
  },
  rates: {
    nav: 'GST rates',
    title: 'GST rates',
    intro:
      'The rates a product can have. Prices include GST. Add a rate when the slabs change; a rate that products use cannot be removed.',
    rate: 'Rate (%)',
    label: 'Name',
    products: 'Products',
    add: 'Add rate',
    save: 'Save name',
    remove: 'Remove',
    added: (label: string) => `Added GST rate ${label}`,
    renamed: (label: string) => `Renamed to ${label}`,
    removed: (label: string) => `Removed GST rate ${label}`,
    taken: (percent: string) => `GST rate ${percent} % already exists`,
    inUse: (label: string, count: number) =>
      `GST rate ${label} is used by ${count} ${count === 1 ? 'product' : 'products'}: give them another rate first`,
    notFound: 'This GST rate does not exist',
    labelRequired: 'is required',
    labelTooLong: (max: number) => `must be at most ${max} characters`,
    rateRange: 'must be a percentage from 0 to 100 with at most two decimals',
    /** The screen's own words (the back office's GST rates page). */
    addTitle: 'Add a GST rate',
    percent: (percent: string) => `${percent} %`,
    rateHint: 'For example 5 or 12.5',
    caption: 'The shop’s GST rates',
    empty: 'No GST rates yet: add the rates your products need.',
    nameOf: (percent: string) => `Name of the ${percent} % rate`,
    saveLabel: (percent: string) => `Save name of the ${percent} % rate`,
    removeLabel: (label: string) => `Remove GST rate ${label}`,
    confirmTitle: (label: string) => `Remove GST rate ${label}?`,
    confirmBody: 'Products can no longer be given this rate. Products that use it must be given another rate first.',
    keep: 'Keep it',
    readOnly: 'Only the owner can add, rename or remove rates.',
  },
  summary: {
    link: 'GST summary (CSV)',
    month: 'Month',
    download: 'Download GST summary',
    hint: 'Taxable value and tax by rate and by place of supply (B2C), and the HSN summary, from the invoices and credit notes of the month (shop time).',
    badMonth: 'must be a month such as 2026-11',
    downloading: 'Downloading…',
    downloaded: (month: string) => `Downloaded the GST summary of ${month}`,
    /** The import and export page points to it (the summary needs the settings permission). */
    elsewhere: 'The monthly GST summary for your accountant is downloaded from the GST rates page.',
    open: 'Go to GST rates',
    sections: { byRate: 'By rate', byState: 'By place of supply', hsn: 'HSN summary' },
    columns: {
      section: 'Section',
      rate: 'Rate (%)',
      placeOfSupply: 'Place of supply',
      hsn: 'HSN',
      description: 'Description',
      quantity: 'Quantity',
      taxable: 'Taxable value',
      cgst: 'CGST',
      sgst: 'SGST',
      igst: 'IGST',
      tax: 'Total tax',
      total: 'Total value',
    },
  },
} as const;
