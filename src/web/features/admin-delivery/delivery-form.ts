/**
 * The delivery forms' logic, apart from their markup: drafts keep what the admin typed (text until saved, so a
 * half-typed value is not lost), and `…Request` turns a draft into the API's body or the fields' errors. The limits
 * are the API's (src/contracts/admin-delivery.ts); the server checks them again.
 */
export {
  parsePincodeList,
  pincodeListError,
  pincodeText,
  parseTime,
  type FieldErrors,
  type PincodeList,
} from './draft-fields';
export * from './zone-draft';
export * from './slot-draft';
export * from './closed-draft';
