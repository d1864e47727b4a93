import fc from 'fast-check';
import { encodePart } from './request-parts';
import { oddString } from './values';
import type { FuzzRequest } from './requests';

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
