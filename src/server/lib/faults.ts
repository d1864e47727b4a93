/**
 * Fault points (docs/decisions/039): named places in a workflow where a test or a fault check makes the server fail
 * exactly there — the request throws, or the process dies as in a crash — to replay what a crash at that moment
 * leaves behind. Set by the FAULTS setting, which the configuration refuses in production; unset, a fault point
 * costs one property read.
 */
export const FAULT_POINTS = [
  /** The placement was refused and committed (`refund_due`), its refund not asked for yet (place-order.ts). */
  'checkout.after-refusal',
] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];
export const FAULT_ACTIONS = ['throw', 'exit'] as const;
export type FaultAction = (typeof FAULT_ACTIONS)[number];
export const FAULT_PATTERN = new RegExp(`^(${FAULT_POINTS.join('|')}):(${FAULT_ACTIONS.join('|')})$`);

/** The error a `throw` fault point raises: the request fails with 500, as a crash would leave it unanswered. */
export class InjectedFault extends Error {
  constructor(point: FaultPoint) {
    super(`fault injected at ${point}`);
  }
}

/** Fails here when FAULTS names this point: `throw` raises InjectedFault, `exit` kills the process (SIGKILL). */
export function faultPoint(faults: Partial<Record<FaultPoint, FaultAction>>, point: FaultPoint): void {
  const action = faults[point];
  if (action === 'throw') throw new InjectedFault(point);
  if (action === 'exit') process.kill(process.pid, 'SIGKILL');
}
