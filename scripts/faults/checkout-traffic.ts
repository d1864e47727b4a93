import { TEXT } from '#src/shared/texts';
import { request, sleep, type Answer } from './lib';
import type { Shopper } from './shoppers';

/**
 * Shoppers checking out in a loop (add to cart → payment → test card → place the order) and a guest reading pages
 * and the API, against one server, while a fault check does something to its database. Every answer is counted by
 * phase, step and status, so the check can say what shoppers saw. A shopper whose "place the order" call got no
 * definite answer (503, a reset) keeps retrying it, as the checkout page's own retry does, until it gets one; some
 * shoppers walk away after paying (a closed tab), which leaves the payment for the reconciler.
 */

export const SHIPPING = {
  name: 'Asha Rao',
  phoneNumber: '9876543210',
  address: '12 MG Road, Indiranagar',
  pincode: '560038',
};
const GOOD_CARD = '4111 1111 1111 1111';
const REQUEST_DEADLINE_MS = 10_000;
/** One shopper in this many walks away after paying. */
const WALK_AWAY_EVERY = 7;
/** How long a shopper who paid keeps retrying after the run ends (a server that died would never answer). */
const RETRY_AFTER_STOP_MS = 20_000;

type Step = 'cart' | 'payment' | 'pay' | 'create' | 'api read' | 'page';

/** What an answer was: its status, and for a 503 whether it said "briefly unavailable" in the right form. */
function kindOf(step: Step, answer: Answer | Error): string {
  if (answer instanceof Error) return 'no answer';
  // A kept page served from its last copy while the database is away (decision 040).
  if (step === 'page' && answer.headers.get('x-page-cache') === 'stale') return `${answer.status} stale`;
  if (answer.status !== 503) return String(answer.status);
  const json = answer.headers.get('content-type')?.includes('application/json');
  if (step === 'page') {
    return !json && answer.body.includes(TEXT.unavailable) ? '503 page' : '503 WRONG (not the HTML page)';
  }
  const message = json ? (answer.json() as { message?: string }).message : undefined;
  return message === TEXT.errors.unavailable ? '503 json' : '503 WRONG (no JSON message)';
}

export class CheckoutTraffic {
  /** `phase → step → kind → count`. */
  readonly counts = new Map<string, Map<Step, Map<string, number>>>();
  phase = 'before';
  placed = 0;
  refused = 0;
  walkedAway = 0;
  /** Shoppers who paid and never got a definite answer before giving up. */
  gaveUp = 0;
  /** The first body of each unexpected kind of answer, for the report. */
  readonly firstWrong = new Map<string, string>();
  private stopping = false;
  private stoppedAt = 0;
  private running: Promise<void>[] = [];

  constructor(
    private readonly base: string,
    private readonly shoppers: Shopper[],
    private readonly productIds: number[],
    private readonly pages: string[],
  ) {}

  private count(step: Step, answer: Answer | Error): Answer | null {
    const byStep = this.counts.get(this.phase) ?? new Map<Step, Map<string, number>>();
    this.counts.set(this.phase, byStep);
    const byKind = byStep.get(step) ?? new Map<string, number>();
    byStep.set(step, byKind);
    const kind = kindOf(step, answer);
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
    const key = `${step} ${kind}`;
    if (/^5|WRONG|no answer/.test(kind) && !kind.startsWith('503 ') && !this.firstWrong.has(key))
      this.firstWrong.set(key, answer instanceof Error ? answer.message : answer.body.slice(0, 200));
    return answer instanceof Error ? null : answer;
  }

  private async send(step: Step, path: string, init: Parameters<typeof request>[1] = {}) {
    const answer = await request(this.base + path, { timeoutMs: REQUEST_DEADLINE_MS, ...init }).catch(
      (error: Error) => error,
    );
    return this.count(step, answer);
  }

  private async shop(shopper: Shopper, index: number) {
    const token = shopper.token;
    for (let round = 0; !this.stopping; round += 1) {
      const productId = this.productIds[(index + round) % this.productIds.length]!;
      const added = await this.send('cart', '/api/cart/add', {
        method: 'POST',
        token,
        jsonBody: { productId, quantity: 1 + (round % 3) },
      });
      if (!added || added.status >= 300) {
        await sleep(200);
        continue;
      }
      const payment = await this.send('payment', '/api/payments/order', {
        method: 'POST',
        token,
        jsonBody: { shipping: SHIPPING },
      });
      if (payment?.status !== 201) {
        await sleep(200);
        continue;
      }
      const { orderId } = payment.json<{ orderId: string }>();
      const paid = await this.send('pay', '/api/payments/test/pay', {
        method: 'POST',
        token,
        jsonBody: { orderId, cardNumber: GOOD_CARD, expiry: '12/99', cvc: '123' },
      });
      if (paid?.status !== 200) {
        await sleep(200);
        continue;
      }
      if ((index + round) % WALK_AWAY_EVERY === 0) {
        this.walkedAway += 1;
        continue;
      }
      await this.place(token, paid.json<Record<string, unknown>>());
    }
  }

  /** Retries until the server says something definite: the order (200/201) or a refusal (4xx). */
  private async place(token: string, proof: Record<string, unknown>) {
    for (;;) {
      const placed = await this.send('create', '/api/orders/create', {
        method: 'POST',
        token,
        jsonBody: { ...SHIPPING, ...proof },
      });
      if (placed && (placed.status === 200 || placed.status === 201)) return void (this.placed += 1);
      if (placed && placed.status >= 400 && placed.status < 500) return void (this.refused += 1);
      if (this.stopping && Date.now() - this.stoppedAt > RETRY_AFTER_STOP_MS) return void (this.gaveUp += 1);
      await sleep(250);
    }
  }

  private async browse() {
    const reads = ['/api/products/featured', '/api/search?q=rice', '/api/category'];
    for (let i = 0; !this.stopping; i += 1) {
      await this.send('api read', reads[i % reads.length]!);
      await this.send('page', this.pages[i % this.pages.length]!);
    }
  }

  start() {
    this.running = [...this.shoppers.map((shopper, i) => this.shop(shopper, i)), this.browse(), this.browse()];
  }

  /** Stops starting new checkouts; resolves when every shopper who paid has had a definite answer. */
  async stop() {
    this.stopping = true;
    this.stoppedAt = Date.now();
    await Promise.all(this.running);
  }

  /** Counts of one phase, one line per step: `cart 200×31 503 json×12`. */
  summary(phase: string): string[] {
    const byStep = this.counts.get(phase);
    if (!byStep) return [];
    return [...byStep].map(
      ([step, kinds]) =>
        `${step}: ${[...kinds]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([kind, n]) => `${kind}×${n}`)
          .join(' ')}`,
    );
  }

  /** Answers of a phase that were neither what the request wanted nor the "briefly unavailable" answer. */
  wrong(phase: string): string[] {
    const byStep = this.counts.get(phase);
    if (!byStep) return [];
    const wrong: string[] = [];
    const expected = (kind: string) => kind === '503 json' || kind === '503 page' || !/^5|WRONG|no answer/.test(kind);
    for (const [step, kinds] of byStep)
      for (const [kind, n] of kinds) if (!expected(kind)) wrong.push(`${step} ${kind}×${n}`);
    return wrong;
  }
}
