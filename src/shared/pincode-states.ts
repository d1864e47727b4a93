import { INDIAN_STATES, indianState, type IndianState } from './indian-states';

/**
 * Which states a pincode can be in (issue 30 §2, docs/decisions/053): India Post's first two digits name the postal
 * circle, and a few three-digit prefixes name a state or union territory inside another's circle (Goa in
 * Maharashtra's, Sikkim in West Bengal's, the north-east's states). Where a prefix spans states, every one of them is
 * accepted. GST state codes (./indian-states.ts). Prefixes 90–99 (the Army Postal Service) name no state.
 */
const BY_TWO_DIGITS: Readonly<Record<string, readonly string[]>> = {
  '11': ['07'], // Delhi
  '12': ['06'], // Haryana
  '13': ['06', '03'], // Haryana; Punjab's edge
  '14': ['03'], // Punjab
  '15': ['03'],
  '16': ['03', '04', '06'], // Punjab; Chandigarh (160); Panchkula
  '17': ['02'], // Himachal Pradesh
  '18': ['01'], // Jammu and Kashmir
  '19': ['01', '38'], // Jammu and Kashmir; Ladakh (194)
  '20': ['09'], // Uttar Pradesh
  '21': ['09'],
  '22': ['09'],
  '23': ['09'],
  '24': ['09', '05'], // Uttar Pradesh; Uttarakhand (244–249)
  '25': ['09'],
  '26': ['09', '05'], // Uttarakhand (262–263)
  '27': ['09'],
  '28': ['09'],
  '30': ['08'], // Rajasthan
  '31': ['08'],
  '32': ['08'],
  '33': ['08'],
  '34': ['08'],
  '36': ['24', '26'], // Gujarat; Diu (362)
  '37': ['24'],
  '38': ['24'],
  '39': ['24', '26'], // Gujarat; Daman, Dadra and Nagar Haveli (396)
  '40': ['27', '30'], // Maharashtra; Goa (403)
  '41': ['27'],
  '42': ['27'],
  '43': ['27'],
  '44': ['27'],
  '45': ['23'], // Madhya Pradesh
  '46': ['23'],
  '47': ['23'],
  '48': ['23'],
  '49': ['22'], // Chhattisgarh
  '50': ['36'], // Telangana
  '51': ['37'], // Andhra Pradesh
  '52': ['37'],
  '53': ['37', '34'], // Andhra Pradesh; Yanam (533)
  '56': ['29'], // Karnataka
  '57': ['29'],
  '58': ['29'],
  '59': ['29'],
  '60': ['33', '34'], // Tamil Nadu; Puducherry (605), Karaikal (609)
  '61': ['33'],
  '62': ['33'],
  '63': ['33'],
  '64': ['33'],
  '67': ['32', '34'], // Kerala; Mahe (673)
  '68': ['32', '31'], // Kerala; Lakshadweep (682)
  '69': ['32'],
  '70': ['19'], // West Bengal
  '71': ['19'],
  '72': ['19'],
  '73': ['19', '11'], // West Bengal; Sikkim (737)
  '74': ['19', '35'], // West Bengal; Andaman and Nicobar Islands (744)
  '75': ['21'], // Odisha
  '76': ['21'],
  '77': ['21'],
  '78': ['18'], // Assam
  '80': ['10'], // Bihar
  '81': ['10', '20'], // Bihar; Jharkhand
  '82': ['10', '20'],
  '83': ['20'], // Jharkhand
  '84': ['10'],
  '85': ['10'],
};

/** Three-digit prefixes that name fewer states than their circle's two digits. */
const BY_THREE_DIGITS: Readonly<Record<string, readonly string[]>> = {
  '160': ['04', '03'], // Chandigarh; Mohali
  '194': ['38'], // Ladakh
  '403': ['30'], // Goa
  '737': ['11'], // Sikkim
  '744': ['35'], // Andaman and Nicobar Islands
  '790': ['12'], // Arunachal Pradesh
  '791': ['12'],
  '792': ['12'],
  '793': ['17'], // Meghalaya
  '794': ['17'],
  '795': ['14'], // Manipur
  '796': ['15'], // Mizoram
  '797': ['13'], // Nagaland
  '798': ['13'],
  '799': ['16'], // Tripura
};

/** The GST state codes a pincode can be in; empty when the pincode is not six digits or names no state. */
export function statesOfPincode(pincode: string): readonly string[] {
  const pin = pincode.trim();
  if (!/^[1-9]\d{5}$/.test(pin)) return [];
  return BY_THREE_DIGITS[pin.slice(0, 3)] ?? BY_TWO_DIGITS[pin.slice(0, 2)] ?? [];
}

/** The state or union territory named by its GST code or its name (any case); undefined when it is neither. */
export function findIndianState(value: string): IndianState | undefined {
  const typed = value.trim().toLowerCase();
  if (typed === '') return undefined;
  return indianState(typed) ?? INDIAN_STATES.find((state) => state.name.toLowerCase() === typed);
}

/**
 * Whether a state (its code) may be the pincode's: true when the pincode names no state we know (nothing to check
 * against) or names this one among its states.
 */
export function pincodeFitsState(pincode: string, stateCode: string): boolean {
  const states = statesOfPincode(pincode);
  return states.length === 0 || states.includes(stateCode);
}

/** The place of supply a pincode alone gives: its circle's state (the first it names); '' when it names none. */
export function stateOfPincode(pincode: string): string {
  const states = statesOfPincode(pincode);
  return states[0] ?? '';
}

/**
 * The place of supply of a delivery (its GST state code): the state typed at checkout (by name or code), else the
 * pincode's (the spec's client sends no state); '' when neither names one.
 */
export function placeOfSupplyOf(address: { state: string; pincode: string }): string {
  return findIndianState(address.state)?.code ?? stateOfPincode(address.pincode);
}
