import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { SmtpStandIn } from '#src/test/smtp';

/** JSON call through inject; answers status, body (parsed) and raw text (for scanning). */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  let body: Record<string, unknown> = {};
  try {
    body = response.json();
  } catch {
    // not JSON: leave empty, `text` has it
  }
  return { status: response.statusCode, body, text: response.body, headers: response.headers };
}

export const uniqueEmail = (prefix = 'shopper') => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

export type Shopper = {
  id: number;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
};

/** Through the real API: sign up, read the code from the SMTP stand-in, verify, sign in. */
export async function registerShopper(
  app: FastifyInstance,
  smtp: SmtpStandIn,
  overrides: Partial<{ name: string; email: string; phone: string; password: string }> = {},
): Promise<Shopper> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
  const signUp = await call(app, 'POST', '/api/user/signup', {
    name: 'Asha',
    phone: '9876543210',
    ...overrides,
    email,
    password,
  });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.text}`);
  const otp = await smtp.codeFor(email);
  const verify = await call(app, 'POST', '/api/user/verifyemail', { email, otp });
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.text}`);
  const signIn = await call(app, 'POST', '/api/user/signin', { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.text}`);
  const token = String(signIn.body['token']);
  const user = signIn.body['user'] as { id: number };
  return { id: user.id, email: email.toLowerCase(), password, token, headers: { authorization: `Bearer ${token}` } };
}
