import fc from 'fast-check';
import { SignJWT } from 'jose';
import { fillPath, type Operation } from './openapi';
import { hugeString, objectOf, oddNumberText, oddString, plausible, plausibleObject, value } from './values';

export type FuzzRequest = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Which operation (or generator) produced it, for the failure message and the statistics. */
  label: string;
  /** The operation requires a signed-in user: without a valid token it must be refused. */
  secured: boolean;
  /** Built as a well-behaved client would send it: a mutation like this one is likely to be accepted. */
  wellBehaved: boolean;
};

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent, but lone surrogates (which it refuses) go out as the raw bytes a hostile client would send. */
export function encodePart(text: string): string {
  return text.split(loneSurrogate).map(encodeURIComponent).join('%ED%A0%80');
}

const base64url = (data: unknown) => Buffer.from(JSON.stringify(data)).toString('base64url');

export type Authorization = { name: string; header: string };

/** Authorization headers that must all be refused with 401: junk, `alg: none`, a foreign key, expired, unknown user. */
export async function hostileAuthorizations(secret: string, validToken: string): Promise<Authorization[]> {
  const now = Math.floor(Date.now() / 1000);
  const claims = JSON.parse(Buffer.from(validToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  const key = (text: string) => new TextEncoder().encode(text);
  const sign = (payload: Record<string, unknown>, signingSecret: string) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key(signingSecret));
  const tokens: [string, string][] = [
    ['empty bearer', 'Bearer '],
    ['bearer null', 'Bearer null'],
    ['bearer undefined', 'Bearer undefined'],
    ['three junk parts', 'Bearer a.b.c'],
    ['basic auth', 'Basic dXNlcjpwYXNz'],
    ['valid token with a byte appended', `Bearer ${validToken}x`],
    ['valid token without its signature', `Bearer ${validToken.split('.').slice(0, 2).join('.')}.`],
    ['alg none', `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: now + 3600 })}.`],
    [
      'HS512 header, junk signature',
      `Bearer ${base64url({ alg: 'HS512', typ: 'JWT' })}.${base64url(claims)}.${'A'.repeat(86)}`,
    ],
    [
      'signed with another secret',
      `Bearer ${await sign({ ...claims, exp: now + 3600 }, 'another-secret-that-is-long-enough-for-hs256')}`,
    ],
    ['expired', `Bearer ${await sign({ ...claims, iat: now - 7200, exp: now - 3600 }, secret)}`],
    ['unknown user', `Bearer ${await sign({ ...claims, sub: '987654321', exp: now + 3600 }, secret)}`],
    ['negative user id', `Bearer ${await sign({ ...claims, sub: '-1', exp: now + 3600 }, secret)}`],
    ['SQL in the user id', `Bearer ${await sign({ ...claims, sub: '1 or 1=1', exp: now + 3600 }, secret)}`],
    ['stale password stamp', `Bearer ${await sign({ ...claims, pws: 'stale-password', exp: now + 3600 }, secret)}`],
    ['20 KB token', `Bearer ${'x'.repeat(20_000)}`],
  ];
  return tokens.map(([name, header]) => ({ name, header }));
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

function queryString(operation: Operation): fc.Arbitrary<string> {
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

function plausibleQueryString(operation: Operation): fc.Arbitrary<string> {
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
type Body = { type?: string; payload?: string };
function bodyFor(operation: Operation): fc.Arbitrary<Body> {
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

type Parts = { params: Record<string, string>; query: string; body: Body; authorization: string; wellBehaved: boolean };

/**
 * The requests for one operation: a third as a well-behaved client would send them (plausible values, so they
 * reach the handlers), the rest hostile. Every arbitrary is built here, once, when the OpenAPI document is read:
 * building fast-check arbitraries costs milliseconds, drawing from a built one microseconds.
 */
export function operationRequests(
  operation: Operation,
  authorizations: string[],
  pathValues: { hostile: fc.Arbitrary<string>; plausible: fc.Arbitrary<string> },
): fc.Arbitrary<FuzzRequest> {
  const label = `${operation.method} ${operation.path}`;
  const params = (values: fc.Arbitrary<string>) =>
    fc.record(Object.fromEntries(operation.pathParams.map((name) => [name, values])));
  const authorization = fc.constantFrom(...authorizations);
  const hostile: fc.Arbitrary<Parts> = fc.record({
    params: params(pathValues.hostile),
    query: queryString(operation),
    body: operation.method === 'GET' ? fc.constant<Body>({}) : bodyFor(operation),
    authorization,
    wellBehaved: fc.constant(false),
  });
  const wellBehaved: fc.Arbitrary<Parts> = fc.record({
    params: params(pathValues.plausible),
    query: plausibleQueryString(operation),
    body:
      operation.method === 'GET'
        ? fc.constant<Body>({})
        : operation.body
          ? plausibleObject(operation.body).map((object) => ({
              type: 'application/json',
              payload: JSON.stringify(object),
            }))
          : bodyFor(operation),
    authorization,
    wellBehaved: fc.constant(true),
  });
  return fc
    .oneof({ weight: 2, arbitrary: hostile }, { weight: 1, arbitrary: wellBehaved })
    .map(({ params, query, body, authorization, wellBehaved }) => {
      const headers: Record<string, string> = {};
      if (authorization) headers['authorization'] = authorization;
      if (body.type) headers['content-type'] = body.type;
      return {
        method: operation.method,
        url: fillPath(operation.path, params) + query,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
        label,
        secured: operation.secured,
        wellBehaved,
      };
    });
}

/**
 * Any request to one of the operations, with the given authorization headers to choose from ('' = none); path
 * parameters mostly small ids and the user's own (`ownIds`), or always from `pathValues` when given.
 */
export function requestFor(
  operations: Operation[],
  authorizations: string[],
  ownIds: number[],
  pathValues?: fc.Arbitrary<string>,
): fc.Arbitrary<FuzzRequest> {
  const values = {
    hostile: pathValues ?? pathValue(ownIds),
    plausible: pathValues ?? plausiblePathValue(ownIds),
  };
  return fc.oneof(...operations.map((operation) => operationRequests(operation, authorizations, values)));
}

const traversals = [
  '..%2f..%2fetc%2fpasswd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f..%252fetc%252fpasswd',
  '..%c0%af..%c0%afetc%c0%afpasswd',
  '....//....//etc/passwd',
  '..\\..\\etc\\passwd',
  '..%5c..%5cetc%5cpasswd',
  '../../package.json',
  '/etc/passwd',
  '%2fetc%2fpasswd',
  'C:%5cWindows%5cwin.ini',
  '.env',
  '.%2e/package.json',
  'x.png%00.txt',
  '%00',
  'demo%2F..%2F..%2Fpackage.json',
];

/** Image names under `/download/` and `/api/imageUpload/`: traversal spellings, odd text, plausible names. */
export function imageNameRequests(authorizations: string[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      name: fc.oneof(
        fc.constantFrom(...traversals),
        oddString.map(encodePart),
        fc.stringMatching(/^[a-z0-9-]{1,20}\.(png|jpg|webp|svg)$/),
      ),
      prefix: fc.constantFrom(
        '/download/',
        '/download/',
        '/download/',
        '/api/imageUpload/',
        '/api/imageUpload/deleteAllImages/',
      ),
      method: fc.constantFrom<FuzzRequest['method']>('GET', 'GET', 'POST', 'DELETE'),
      authorization: fc.constantFrom(...authorizations),
    })
    .map(({ name, prefix, method, authorization }): FuzzRequest => ({
      method,
      url: prefix + name,
      headers: authorization ? { authorization } : {},
      label: `${method} ${prefix}{name}`,
      secured: prefix.startsWith('/api/'),
      wellBehaved: false,
    }));
}
