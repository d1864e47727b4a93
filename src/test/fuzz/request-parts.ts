import fc from 'fast-check';
import type { Operation } from './openapi';
import { hugeString, objectOf, oddNumberText, oddString, plausible, value } from './values';

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent, but lone surrogates (which it refuses) go out as the raw bytes a hostile client would send. */
export function encodePart(text: string): string {
  return text.split(loneSurrogate).map(encodeURIComponent).join('%ED%A0%80');
}

/** A path segment: mostly valid-looking ids (some the user's own), else hostile text, encoded or half-encoded. */
export const pathValue = (ownIds: number[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 60 }).map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...ownIds.map(String)) },
    { weight: 2, arbitrary: oddNumberText.map(encodePart) },
    { weight: 2, arbitrary: oddString.map(encodePart) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('..%2f..%2fetc%2fpasswd', '%2e%2e', '..%252f', '%00', '%ff', '%', '1%20', '%2F'),
    },
    { weight: 1, arbitrary: fc.integer({ min: 101, max: 400 }).map((n) => '9'.repeat(n)) },
  );

/** A path segment a well-behaved client sends: a small id (the small shop's rows) or one of the user's own. */
export const plausiblePathValue = (ownIds: number[]) =>
  fc.oneof(fc.integer({ min: 1, max: 10 }).map(String), fc.constantFrom(...ownIds.map(String)));

function toQuery(values: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, raw] of Object.entries(values)) {
    for (const item of Array.isArray(raw) ? raw : [raw]) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      parts.push(`${encodePart(name)}=${encodePart(text)}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

export function queryString(operation: Operation): fc.Arbitrary<string> {
  const names = Object.keys(operation.query);
  const fields = fc.record(Object.fromEntries(names.map((name) => [name, value(operation.query[name]!)])), {
    requiredKeys: [],
  });
  const extra = fc.dictionary(fc.constantFrom('userId', 'isAdmin', 'q', '__proto__', 'page[]'), oddString, {
    maxKeys: 2,
  });
  // Now and then one parameter carries 10–100 KB.
  const huge = fc.oneof(
    { weight: 100, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...names, 'q'), hugeString) },
  );
  return fc
    .tuple(fields, extra, huge)
    .map(([known, more, big]) => toQuery({ ...known, ...more, ...(big ? { [big[0]]: big[1] } : {}) }));
}

export function plausibleQueryString(operation: Operation): fc.Arbitrary<string> {
  const names = Object.keys(operation.query);
  return fc
    .record(Object.fromEntries(names.map((name) => [name, plausible(operation.query[name]!)])), { requiredKeys: [] })
    .map(toQuery);
}

/** JSON that breaks the parser: truncated, trailing commas, comments, BOMs, duplicate and prototype keys, depth. */
const malformedJson = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '{"a":1,}',
    '[1,2',
    'nul',
    '{a:1}',
    "{'a':1}",
    '/*x*/{}',
    '\uFEFF{}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '"just a string"',
    '123',
    'true',
    'null',
    '[]',
    '{"productId":1e999}',
    '{"productId":NaN}',
  ),
  fc.integer({ min: 1000, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.string({ maxLength: 40 }),
);

const multipartJunk = fc.oneof(
  fc.constant({ type: 'multipart/form-data', payload: 'not multipart at all' }),
  fc.constant({
    type: 'multipart/form-data; boundary=zz',
    payload: '--zz\r\nContent-Disposition: form-data; name="x"\r\n\r\nhello\r\n',
  }),
  fc.constant({
    type: 'multipart/form-data; boundary=zz',
    payload:
      '--zz\r\nContent-Disposition: form-data; name="images"; filename="../../x.png"\r\nContent-Type: image/png\r\n\r\nGIF89a\r\n--zz--\r\n',
  }),
);

/** A body for a mutation: mostly schema-shaped JSON with mutations, else broken JSON or the wrong content type. */
export type Body = { type?: string; payload?: string };
export function bodyFor(operation: Operation): fc.Arbitrary<Body> {
  const json = (
    operation.body ? objectOf(operation.body) : fc.dictionary(fc.string({ maxLength: 8 }), oddString, { maxKeys: 3 })
  ).map((object) => ({ type: 'application/json', payload: JSON.stringify(object) }));
  return fc.oneof(
    { weight: 24, arbitrary: json },
    { weight: 8, arbitrary: malformedJson.map((payload) => ({ type: 'application/json', payload })) },
    {
      weight: 1,
      arbitrary: hugeString.map((text) => ({
        type: 'application/json',
        payload: JSON.stringify({ name: text, q: text }),
      })),
    },
    { weight: 3, arbitrary: oddString.map((payload) => ({ type: 'text/plain', payload })) },
    {
      weight: 3,
      arbitrary: json.map(({ payload }) => ({
        type: 'application/x-www-form-urlencoded',
        payload: `data=${encodePart(payload)}&productId=1&quantity=-1`,
      })),
    },
    { weight: 3, arbitrary: multipartJunk },
    {
      weight: 3,
      arbitrary: fc.constantFrom<Body>(
        {},
        { type: 'application/json' },
        { type: 'application/xml', payload: '<a/>' },
        { type: 'application/json; charset=utf-16', payload: '{}' },
      ),
    },
  );
}
