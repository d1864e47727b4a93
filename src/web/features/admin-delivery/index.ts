/** The back office's delivery settings (issue 16, docs/decisions/029): zones, weekly slots, closed dates. */
export { DeliveryScreen } from './delivery-screen';
