import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '#src/db/client';
import type { Config, ProviderSettings } from '#src/server/config';

/**
 * The seam between the shop and a payment provider (docs/decisions/043; Medusa's payment provider modules are the
 * model): everything provider-specific is declared here, once per provider folder (`razorpay/`, `test/`, `cash/`), and the
 * registry (`providers.ts`) lists the folders. Nothing outside a provider's folder knows its API, its
 * signatures, its webhook format or the hosts its browser script talks to.
 */

/** A payment as the provider reports it (amount in paise). */
export type ProviderPayment = { id: string; orderId: string; amount: number; currency: string; status: string };

/** What the browser hands back after paying: the spec names these `razorpay_*` at the order contract's edge only. */
export type PaymentProof = { orderId: string; paymentId: string; signature: string };

/** A webhook event, verified and reduced to what checkout acts on. */
export type ProviderWebhookEvent =
  | { kind: 'captured'; orderId: string; paymentId: string; amount: number }
  | { kind: 'failed'; orderId: string }
  | { kind: 'ignored' };

export type RefundRequest = {
  paymentId: string;
  /** Paise. */
  amount: number;
  /** At least 10 characters of letters, digits, `-` and `_` (Razorpay's rule for `X-Refund-Idempotency`). */
  key: string;
  /** Ours, at most 40 characters, shown in the provider's dashboard. */
  receipt: string;
  notes: Record<string, string>;
};

/** A running provider: the calls checkout, refunds and the reconciler make. */
export interface PaymentProvider {
  /** The registry's id: stored on each payment, told to the page (which picks its browser launcher by it). */
  readonly name: string;
  /** `test` when no money moves: the built-in provider, or Razorpay with test keys. Orders carry it (decision 012). */
  readonly mode: 'test' | 'live';
  /** Public: the browser's launcher opens the provider's dialog with it ('' when it needs none). */
  readonly keyId: string;
  /** A provider order for an amount; the browser pays it. */
  createOrder(input: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string }>;
  /** Whether the browser's proof is the provider's own (a signature, compared in constant time). */
  verifyProof(proof: PaymentProof): boolean;
  /** The provider's record of a payment; null when the provider has none to ask for (its payments are ours). */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /**
   * The payments made for one of our provider orders, as the provider knows them; absent when the provider has none
   * to ask for (its payments are ours). The reconciler looks here for a payment captured that neither the browser
   * nor the webhook told us about (docs/decisions/039).
   */
  readonly paymentsOfOrder?: (orderId: string) => Promise<ProviderPayment[]>;
  /**
   * Gives `amount` (paise) of a payment back and answers the provider's refund id; throws when the provider refuses
   * or cannot be reached. `key` is the idempotency key: the same key again answers the refund already made instead
   * of refunding twice (docs/decisions/024). The same key must come with the same amount, receipt and notes.
   */
  refund(input: RefundRequest): Promise<{ id: string }>;
  /**
   * Verifies and reads a webhook delivery (the exact bytes received, and the headers); throws a 400 AppError when the
   * signature or the body is wrong. Absent when the provider sends no webhooks or they are not configured (404).
   */
  readonly parseWebhook?: (raw: Buffer, headers: IncomingHttpHeaders) => ProviderWebhookEvent;
}

/** Content-Security-Policy sources the provider's browser launcher needs, added only while it runs. */
export type ProviderCsp = { scriptSrc?: string[]; connectSrc?: string[]; frameSrc?: string[] };

/** One provider folder's declaration, listed once in the registry. */
export interface PaymentProviderDefinition {
  /** Hosts for the page's policy; `opensPopups`: the dialog opens windows (Cross-Origin-Opener-Policy allows them). */
  readonly browser: { csp: ProviderCsp; opensPopups: boolean };
  /**
   * Works without settings of its own, so a payment it took is still refunded by it after the shop moved to another
   * provider (decision 024: a demo payment stays with the test provider).
   */
  readonly standalone: boolean;
  /** Why PAYMENT_PROVIDER may not select it with these settings (the startup error), or null. */
  configProblem(settings: ProviderSettings): string | null;
  create(deps: { config: Config; db: Database; log: FastifyBaseLogger }): PaymentProvider;
}

/** For the app's scope: a provider per app and id, made on first use. */
const made = new WeakMap<FastifyInstance, Map<string, PaymentProvider>>();

export function providerFrom(app: FastifyInstance, id: string, definition: PaymentProviderDefinition): PaymentProvider {
  let providers = made.get(app);
  if (!providers) made.set(app, (providers = new Map()));
  let provider = providers.get(id);
  if (!provider) {
    provider = definition.create({ config: app.config, db: app.db, log: app.log });
    providers.set(id, provider);
  }
  return provider;
}
