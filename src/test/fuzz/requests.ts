import fc from 'fast-check';
import { SignJWT } from 'jose';
import { fillPath, type Operation } from './openapi';
import { hugeString, objectOf, oddNumberText, oddString, value } from './values';

export type FuzzRequest = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Which generator produced it, for the failure message. */
  label: string;
};

/** encodeURIComponent, but lone surrogates (which it refuses) go out as the raw bytes a hostile client would send. */
export function encodePart(text: string): string {
  return Array.from(text, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

const base64url = (data: unknown) => Buffer.from(JSON.stringify(data)).toString('base64url');

/** Authorization headers that must all be refused with 401: junk, `alg: none`, a foreign key, expired, unknown user. */
export async function hostileAuthorizations(secret: string, validToken: string): Promise<string[]> {
  const now = Math.floor(Date.now() / 1000);
  const claims = JSON.parse(Buffer.from(validToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  const key = (text: string) => new TextEncoder().encode(text);
  const sign = (payload: Record<string, unknown>, signingSecret: string) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key(signingSecret));
  return [
    'Bearer ',
    'Bearer null',
    'Bearer undefined',
    'Bearer a.b.c',
    'Basic dXNlcjpwYXNz',
    `Bearer ${validToken}x`,
    `Bearer ${validToken.split('.').slice(0, 2).join('.')}.`,
    `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: now + 3600 })}.`,
    `Bearer ${base64url({ alg: 'HS512', typ: 'JWT' })}.${base64url(claims)}.${'A'.repeat(86)}`,
    `Bearer ${await sign({ ...claims, exp: now + 3600 }, 'another-secret-that-is-long-enough-for-hs256')}`,
    `Bearer ${await sign({ ...claims, iat: now - 7200, exp: now - 3600 }, secret)}`,
    `Bearer ${await sign({ ...claims, sub: '987654321', exp: now + 3600 }, secret)}`,
    `Bearer ${await sign({ ...claims, sub: '-1', exp: now + 3600 }, secret)}`,
    `Bearer ${await sign({ ...claims, sub: '1 or 1=1', exp: now + 3600 }, secret)}`,
    `Bearer ${await sign({ ...claims, pws: 'stale-password', exp: now + 3600 }, secret)}`,
    `Bearer ${'x'.repeat(20_000)}`,
  ];
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

function queryString(operation: Operation): fc.Arbitrary<string> {
  const names = Object.keys(operation.query);
  const fields = fc.record(Object.fromEntries(names.map((name) => [name, value(operation.query[name]!)])), { requiredKeys: [] });
  const extra = fc.dictionary(fc.constantFrom('userId', 'isAdmin', 'q', '__proto__', 'page[]'), oddString, { maxKeys: 2 });
  // Now and then one parameter carries 10–100 KB (rarely: generating them is what costs time).
  const huge = fc.oneof(
    { weight: 40, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...names, 'q'), hugeString) },
  );
  return fc.tuple(fields, extra, huge).map(([known, more, big]) => {
    if (big) more = { ...more, [big[0]]: big[1] };
    const parts: string[] = [];
    for (const [name, raw] of Object.entries({ ...known, ...more })) {
      for (const item of Array.isArray(raw) ? raw : [raw]) {
        const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
        parts.push(`${encodePart(name)}=${encodePart(text)}`);
      }
    }
    return parts.length ? `?${parts.join('&')}` : '';
  });
}

/** JSON that breaks the parser: truncated, trailing commas, comments, BOMs, duplicate and prototype keys, depth. */
const malformedJson = fc.oneof(
  fc.constantFrom('', '{', '{"a":', '{"a":1,}', '[1,2', 'nul', '{a:1}', "{'a':1}", '/*x*/{}', '\uFEFF{}', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '"just a string"', '123', 'true', 'null', '[]', '{"productId":1e999}', '{"productId":NaN}'),
  fc.integer({ min: 1000, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.string({ maxLength: 40 }),
);

const multipartJunk = fc.oneof(
  fc.constant({ type: 'multipart/form-data', payload: 'not multipart at all' }),
  fc.constant({ type: 'multipart/form-data; boundary=zz', payload: '--zz\r\nContent-Disposition: form-data; name="x"\r\n\r\nhello\r\n' }),
  fc.constant({
    type: 'multipart/form-data; boundary=zz',
    payload: '--zz\r\nContent-Disposition: form-data; name="images"; filename="../../x.png"\r\nContent-Type: image/png\r\n\r\nGIF89a\r\n--zz--\r\n',
  }),
);

/** A body for a mutation: mostly schema-shaped JSON with mutations, else broken JSON or the wrong content type. */
type Body = { type?: string; payload?: string };
function bodyFor(operation: Operation): fc.Arbitrary<Body> {
  const json = (operation.body ? objectOf(operation.body) : fc.dictionary(fc.string({ maxLength: 8 }), oddString, { maxKeys: 3 })).map(
    (object) => ({ type: 'application/json', payload: JSON.stringify(object) }),
  );
  return fc.oneof(
    { weight: 6, arbitrary: json },
    { weight: 2, arbitrary: malformedJson.map((payload) => ({ type: 'application/json', payload })) },
    { weight: 1, arbitrary: hugeString.map((text) => ({ type: 'application/json', payload: JSON.stringify({ name: text, q: text }) })) },
    { weight: 1, arbitrary: oddString.map((payload) => ({ type: 'text/plain', payload })) },
    { weight: 1, arbitrary: json.map(({ payload }) => ({ type: 'application/x-www-form-urlencoded', payload: `data=${encodePart(payload)}&productId=1&quantity=-1` })) },
    { weight: 1, arbitrary: multipartJunk },
    { weight: 1, arbitrary: fc.constantFrom<Body>({}, { type: 'application/json' }, { type: 'application/xml', payload: '<a/>' }, { type: 'application/json; charset=utf-16', payload: '{}' }) },
  );
}

/** Any request to one of the operations, with the given authorization headers to choose from ('' = none). */
export function requestFor(operations: Operation[], authorizations: string[], ownIds: number[]): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...operations).chain((operation) =>
    fc
      .record({
        params: fc.record(Object.fromEntries(operation.pathParams.map((name) => [name, pathValue(ownIds)]))),
        query: queryString(operation),
        body: operation.method === 'GET' ? fc.constant<Body>({}) : bodyFor(operation),
        authorization: fc.constantFrom(...authorizations),
      })
      .map(({ params, query, body, authorization }) => {
        const headers: Record<string, string> = {};
        if (authorization) headers['authorization'] = authorization;
        if (body.type) headers['content-type'] = body.type;
        return {
          method: operation.method,
          url: fillPath(operation.path, params as Record<string, string>) + query,
          headers,
          ...(body.payload !== undefined ? { payload: body.payload } : {}),
          label: `${operation.method} ${operation.path}`,
        };
      }),
  );
}
