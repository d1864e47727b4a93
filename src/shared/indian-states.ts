/**
 * India's states and union territories (issue 30, decision 052), each with its two-digit GST state code — the code a
 * GSTIN starts with and an invoice prints before the place of supply ("29-Karnataka"). Data, not words of the shop:
 * the store settings' address, a GSTIN's check and (later) the checkout's State list and the invoice's place of
 * supply all read this one list. The code is what the database stores.
 */
export type IndianState = {
  /** GST state code, two digits ('29'). */
  code: string;
  name: string;
  kind: 'state' | 'union territory';
};

export const INDIAN_STATES: readonly IndianState[] = [
  { code: '35', name: 'Andaman and Nicobar Islands', kind: 'union territory' },
  { code: '37', name: 'Andhra Pradesh', kind: 'state' },
  { code: '12', name: 'Arunachal Pradesh', kind: 'state' },
  { code: '18', name: 'Assam', kind: 'state' },
  { code: '10', name: 'Bihar', kind: 'state' },
  { code: '04', name: 'Chandigarh', kind: 'union territory' },
  { code: '22', name: 'Chhattisgarh', kind: 'state' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'union territory' },
  { code: '07', name: 'Delhi', kind: 'union territory' },
  { code: '30', name: 'Goa', kind: 'state' },
  { code: '24', name: 'Gujarat', kind: 'state' },
  { code: '06', name: 'Haryana', kind: 'state' },
  { code: '02', name: 'Himachal Pradesh', kind: 'state' },
  { code: '01', name: 'Jammu and Kashmir', kind: 'union territory' },
  { code: '20', name: 'Jharkhand', kind: 'state' },
  { code: '29', name: 'Karnataka', kind: 'state' },
  { code: '32', name: 'Kerala', kind: 'state' },
  { code: '38', name: 'Ladakh', kind: 'union territory' },
  { code: '31', name: 'Lakshadweep', kind: 'union territory' },
  { code: '23', name: 'Madhya Pradesh', kind: 'state' },
  { code: '27', name: 'Maharashtra', kind: 'state' },
  { code: '14', name: 'Manipur', kind: 'state' },
  { code: '17', name: 'Meghalaya', kind: 'state' },
  { code: '15', name: 'Mizoram', kind: 'state' },
  { code: '13', name: 'Nagaland', kind: 'state' },
  { code: '21', name: 'Odisha', kind: 'state' },
  { code: '34', name: 'Puducherry', kind: 'union territory' },
  { code: '03', name: 'Punjab', kind: 'state' },
  { code: '08', name: 'Rajasthan', kind: 'state' },
  { code: '11', name: 'Sikkim', kind: 'state' },
  { code: '33', name: 'Tamil Nadu', kind: 'state' },
  { code: '36', name: 'Telangana', kind: 'state' },
  { code: '16', name: 'Tripura', kind: 'state' },
  { code: '09', name: 'Uttar Pradesh', kind: 'state' },
  { code: '05', name: 'Uttarakhand', kind: 'state' },
  { code: '19', name: 'West Bengal', kind: 'state' },
];

// Built on first use: a top-level `new Map(…)` would keep the whole list in every page's script that imports this
// module for anything (the bundler cannot tell the call is free of side effects).
let byCode: Map<string, IndianState> | undefined;

/** The state or union territory of a GST state code, or undefined. */
export const indianState = (code: string): IndianState | undefined =>
  (byCode ??= new Map(INDIAN_STATES.map((state) => [state.code, state]))).get(code);
