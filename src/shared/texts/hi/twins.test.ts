import { describe, expect, it } from 'vitest';
import { TEXT } from '../index';
import { REGISTRY_KEY, setLanguageSource, type Language } from '../language';
import { formatPrice } from '../../format-price';
import { SLOT_HOLD_MINUTES } from '../../constants';
import { SHOP_PAGES_TEXT } from '../shop-pages';
import { SHOPPER_TEXT } from '../shopper';
import { HINDI_TWINS, registerHindi } from './catalogues';
import { rupees, SLOT_HOLD_MINUTES as HOLD_MINUTES_HI } from './format';

/** Sample arguments where a parameter is a closed set (the rest get '7': a word and a number at once). */
const SAMPLE_ARGS: Record<string, unknown[]> = {
  fieldBlank: ['email'],
  'shopping.chooseVariant': ['size'],
  'shopping.variantNotOffered': ['size', '1 kg'],
  variant: [['7', '1 kg']],
  paidOnDelivery: [7, 'upi'],
  earliest: ['today', '07:00', '09:00'],
};

const ORDER = SHOPPER_TEXT.order;

const DEVANAGARI = /[\u0900-\u097F]/;

type Leaf = { path: string; text: string };

/** Walks an English value and its twin side by side: same keys, same kinds, every text non-empty. */
function walk(en: unknown, hi: unknown, path: string, leaves: Leaf[]): void {
  if (typeof en === 'string') {
    expect(typeof hi, path).toBe('string');
    expect((hi as string).trim(), path).not.toBe('');
    expect(hi as string, path).not.toMatch(/undefined|NaN|\[object/);
    leaves.push({ path, text: hi as string });
  } else if (typeof en === 'function') {
    expect(typeof hi, path).toBe('function');
    const key = path.split('.').slice(-2).join('.');
    const args =
      SAMPLE_ARGS[key] ?? SAMPLE_ARGS[path.split('.').at(-1)!] ?? Array.from({ length: en.length }, () => '7');
    expect((hi as (...a: unknown[]) => unknown).length, `${path}: parameters`).toBeLessThanOrEqual(en.length);
    walk(
      (en as (...a: unknown[]) => unknown)(...args),
      (hi as (...a: unknown[]) => unknown)(...args),
      `${path}()`,
      leaves,
    );
  } else if (Array.isArray(en)) {
    expect(Array.isArray(hi), path).toBe(true);
    expect((hi as unknown[]).length, path).toBe(en.length);
    en.forEach((item, index) => walk(item, (hi as unknown[])[index], `${path}[${index}]`, leaves));
  } else {
    expect(typeof hi, path).toBe('object');
    const enObject = en as Record<string, unknown>;
    const hiObject = hi as Record<string, unknown>;
    expect(Object.keys(hiObject).sort(), `${path}: keys`).toEqual(Object.keys(enObject).sort());
    for (const key of Object.keys(enObject)) walk(enObject[key], hiObject[key], `${path}.${key}`, leaves);
  }
}

describe('the Hindi catalogues (issue 33)', () => {
  for (const { file, en, hi } of HINDI_TWINS) {
    it(`every key of texts/${file} has a Hindi text`, () => {
      const leaves: Leaf[] = [];
      walk(en, hi, file, leaves);
      expect(leaves.length).toBeGreaterThan(0);
      // Written in Hindi, not copied: brand names, units and numbers may stay as they are, most texts may not.
      const inHindi = leaves.filter((leaf) => DEVANAGARI.test(leaf.text)).length;
      expect(inHindi / leaves.length, `${file}: share of texts in Devanagari`).toBeGreaterThan(0.8);
    });
  }

  it("the twins' own rupees and slot hold are the shop's", () => {
    for (const value of [0, 7, 999, 1000, 100000, 12345678, -2500, 99.9])
      expect(rupees(value)).toBe(formatPrice(value));
    expect(HOLD_MINUTES_HI).toBe(SLOT_HOLD_MINUTES);
  });

  it('TEXT answers in the current language, and in English without a Hindi source', () => {
    registerHindi();
    let language: Language = 'hi';
    // The server's tests share this module in a worker (isolate: false): the request store's source goes back after.
    const previous = setLanguageSource(() => language);
    try {
      expect(TEXT.card.add).toBe('कार्ट में डालें');
      expect(TEXT.errors.forbidden).toBe('आपको यह करने की अनुमति नहीं है');
      language = 'en';
      expect(TEXT.card.add).toBe('Add to cart');
      expect(TEXT.notFoundTitle).toBe('Page Not Found');
    } finally {
      setLanguageSource(previous);
    }
  });
});

describe("the browser's Hindi chunk (texts/hi/register.ts)", () => {
  it('registers the Hindi texts where TEXT reads them, under the same key', async () => {
    expect(REGISTRY_KEY).toBe('kirana.texts.language');
    const previous = setLanguageSource(() => 'hi');
    try {
      await import('./register');
      expect(TEXT.shell.home).toBe('होम');
      // A page's own texts file, read through a group kept at load as its readers do (const T = SHOPPER_TEXT.order).
      expect(SHOP_PAGES_TEXT.cartTitle).toBe('आपका कार्ट');
      expect(ORDER.cancel).toBe('ऑर्डर रद्द करें');
      expect(SHOPPER_TEXT.statusLabel('out_for_delivery')).toBe('डिलीवरी के लिए निकला');
    } finally {
      setLanguageSource(previous);
    }
  });
});
