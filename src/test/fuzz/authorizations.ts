import { SignJWT } from 'jose';

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
