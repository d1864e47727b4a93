/**
 * What other features may use of delivery (issue 16; lint: features meet only through their index). The shell must
 * not import this statically: the header's pincode panel loads it on first open, so none of it is in the home page's
 * first-load JavaScript.
 */
export { PincodeForm, checkTerms } from './pincode-form';
export { estimateFor, type DeliveryEstimate } from './quote';
export { SlotPicker, hasSlots } from './slot-picker';
export { SlotStep } from './slot-step';
export { useDeliveryFor, type DeliveryFor } from './use-delivery';
