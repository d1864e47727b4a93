import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { beforeAllValue } from './hooks';

export type GoogleClaims = JWTPayload & {
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  picture?: string;
};

export type SignOptions = {
  /** Sign with a key the key set does not publish (a forged token). */
  foreignKey?: boolean;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
};

export type GoogleStandIn = {
  clientId: string;
  issuer: string;
  jwksUrl: string;
  /** The config variables pointing the app at this stand-in. */
  env: { GOOGLE_CLIENT_ID: string; GOOGLE_ISSUER: string; GOOGLE_JWKS_URL: string };
  /** A Google-like ID token: RS256, published `kid`, our issuer and audience, a verified e-mail — unless overridden. */
  sign(claims?: GoogleClaims, options?: SignOptions): Promise<string>;
  /** How many times the key set was fetched. */
  fetches(): number;
  close(): Promise<void>;
};

/** A local RSA key pair and a JWKS server on 127.0.0.1, standing in for Google's published keys. */
export async function startGoogleStandIn(options: { issuer?: string; clientId?: string } = {}): Promise<GoogleStandIn> {
  const kid = randomBytes(8).toString('hex');
  const own = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(own.publicKey)), kid, alg: 'RS256', use: 'sig' };
  let fetchCount = 0;

  const server = createServer((request, response) => {
    if (request.url === '/oauth2/v3/certs') {
      fetchCount += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = options.issuer ?? `http://127.0.0.1:${port}`;
  const clientId = options.clientId ?? 'kirana-test.apps.googleusercontent.com';
  const jwksUrl = `http://127.0.0.1:${port}/oauth2/v3/certs`;

  async function sign(claims: GoogleClaims = {}, signOptions: SignOptions = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const key: CryptoKey = signOptions.foreignKey ? foreign.privateKey : own.privateKey;
    const payload: GoogleClaims = {
      iss: issuer,
      aud: clientId,
      sub: randomBytes(10).toString('hex'),
      email: `g-${randomBytes(4).toString('hex')}@example.com`,
      email_verified: true,
      name: 'Google Shopper',
      iat: now - 10,
      exp: now + (signOptions.expiresIn ?? 3600),
      ...claims,
    };
    return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);
  }

  return {
    clientId,
    issuer,
    jwksUrl,
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_ISSUER: issuer, GOOGLE_JWKS_URL: jwksUrl },
    sign,
    fetches: () => fetchCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Google stand-in for a whole test file (started before its tests, closed after): `env: google.env`. */
export const googleStandInForFile = (): GoogleStandIn => beforeAllValue(startGoogleStandIn, (google) => google.close());
