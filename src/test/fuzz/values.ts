import fc from 'fast-check';
import type { JsonSchema } from './openapi';

/** Strings a careless handler chokes on: control characters, broken UTF-16, bidi, emoji, combining marks, SQL/HTML. */
const oddStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦🛒',
  'e\u0301\u0301\u0301\u0301',
  'Z̴̡̛͇a̸̛͎l̵̨͝g̷̢̛o̶̡͝',
  '\r\n\t\b\f\v',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '%00',
  '%',
  '../../etc/passwd',
  '${7*7}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x1F',
  '__proto__',
];

export const oddString = fc.oneof(
  fc.constantFrom(...oddStrings),
  // Any UTF-16 units (NUL, lone surrogates…). Not fc.string's 'binary' unit: its arbitrary builds a map of every
  // code point each time it is created, which made generation the slowest part of the run.
  fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 }).map((codes) => String.fromCharCode(...codes)),
  fc
    .array(fc.constantFrom('\u0000', '\uD83D', '\u202E', '\u0301', '🛒', 'ß', 'İ', '\uFEFF', '\u2028', 'a'), {
      maxLength: 20,
    })
    .map((parts) => parts.join('')),
  fc.string({ maxLength: 20 }),
);

/** 10–100 KB of one repeated odd piece. */
export const hugeString = fc
  .tuple(fc.constantFrom('a', 'é', '🛒', '\u0000', '\uD800', 'x '), fc.integer({ min: 10_000, max: 100_000 }))
  .map(([piece, size]) => piece.repeat(Math.ceil(size / piece.length)));

export const oddNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0,
    0.5,
    -2147483649,
    2147483648,
    2 ** 53,
    -(2 ** 53),
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** What JSON can carry where a number was asked for, as text: NaN-ish and overflow spellings. */
export const oddNumberText = fc.oneof(
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '-0',
    '0x10',
    '1_000',
    '9'.repeat(40),
    '1.5',
    ' 1',
    '1 ',
    '+1',
    '١٢',
  ),
  oddNumber.map(String),
);

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  oddNumber,
  oddString,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(oddString, oddNumber), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), oddString, { maxKeys: 3 }),
);

/** Texts a well-behaved client sends: names, the fuzz shopper's e-mail, passwords, a phone, an OTP, a country, a PIN. */
export const PLAUSIBLE_TEXTS = [
  '1',
  'Fresh apples',
  'M',
  'fuzz-shopper@example.com',
  'new-shopper@example.com',
  'Password123!',
  '9876543210',
  '123456',
  'IN',
  'India',
  'All',
  '560001',
  'apples',
  'shirt',
];

/** A value the schema accepts (or nearly: a foreign id, an unknown e-mail), so requests get past validation. */
export function plausible(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => plausible(option, depth)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const low = (schema.minimum ?? -5) + (schema.exclusiveMinimum ? 1 : 0);
  const high = schema.maximum ?? 5000;
  switch (type) {
    case 'integer':
      // Small ones name the small shop's rows (ids under 10), larger ones reach limits and prices.
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc.integer({ min: Math.max(low, -5), max: Math.max(Math.max(low, -5), Math.min(high, 10)) }),
        },
        {
          weight: 1,
          arbitrary: fc.integer({ min: Math.max(low, -5), max: Math.max(Math.max(low, -5), Math.min(high, 5000)) }),
        },
      );
    case 'number': {
      // Ids are often typed plain `number` (a claimed user id): small whole ones, else any in range.
      const min = Math.max(low, -5);
      const max = Math.max(min, Math.min(high, 5000));
      return fc.oneof(
        fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.min(Math.floor(max), 10)) }),
        fc.double({ min, max, noNaN: true }),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 2
        ? fc.constant([])
        : fc.array(plausible(schema.items ?? {}, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object':
      return depth > 2 ? fc.constant({}) : plausibleObject(schema, depth + 1);
    default: {
      const fits = PLAUSIBLE_TEXTS.filter(
        (text) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity),
      );
      const free = fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 12, 12)),
      });
      return fits.length
        ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...fits) }, { weight: 1, arbitrary: free })
        : free;
    }
  }
}

/** An object the schema accepts: every required property, half the time some optional ones, plausible values. */
export function plausibleObject(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(schema.properties ?? {});
  const required = keys.filter((key) => schema.required?.includes(key));
  const valueOf = (key: string) => plausible(schema.properties![key]!, depth);
  const withOptional = fc.record(Object.fromEntries(keys.map((key) => [key, valueOf(key)])), {
    requiredKeys: required,
  });
  // Optional properties are where a plausible request most often goes wrong (a size the product lacks, another
  // user's id): without them, more requests reach the end of their handler.
  if (!required.length) return withOptional;
  return fc.oneof(fc.record(Object.fromEntries(required.map((key) => [key, valueOf(key)]))), withOptional);
}

/** Mostly plausible values for the schema, often replaced by a wrong type or an odd string (huge ones: see requests.ts). */
export function value(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: plausible(schema, depth) },
    { weight: 2, arbitrary: wrongType },
    { weight: 2, arbitrary: oddString },
    { weight: 1, arbitrary: oddNumber },
  );
}

const extraKeys = ['isAdmin', 'userId', 'id', 'price', 'total', 'role', '__proto__', 'constructor', 'status', 'x'];

/** An object from the schema's properties with some fields dropped and some foreign fields added. */
export function objectOf(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(schema.properties ?? {});
  return fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((key) => [key, value(schema.properties![key]!, depth)])), {
        requiredKeys: [],
      }),
      fc.dictionary(fc.oneof(fc.constantFrom(...extraKeys), fc.string({ maxLength: 10 })), wrongType, { maxKeys: 3 }),
      fc.boolean(),
    )
    .map(([base, extra, keepAllRequired]) => {
      const object: Record<string, unknown> = { ...base };
      if (keepAllRequired) for (const key of schema.required ?? []) if (!(key in object)) object[key] = 1;
      for (const [key, extraValue] of Object.entries(extra))
        Object.defineProperty(object, key, { value: extraValue, enumerable: true, writable: true, configurable: true });
      return object;
    });
}
