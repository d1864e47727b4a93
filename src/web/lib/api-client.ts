import { toSearchParams, type Transport } from '#src/contracts/client';
import { LANGUAGE_HEADER } from '#src/shared/constants';

/** Transport over fetch, for the browser (same origin) or for tools that talk to a running server. */
export function fetchTransport(baseUrl = ''): Transport {
  return async ({ method, path, query, body, form, token }) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers['authorization'] = `Bearer ${token}`;
    // A page asks in its own language (issue 33); tools outside a browser have no document and send none.
    const language = globalThis.document?.documentElement.lang;
    if (language) headers[LANGUAGE_HEADER] = language;
    let payload: BodyInit | undefined;
    if (form) payload = form;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${baseUrl}${path}${toSearchParams(query)}`, { method, headers, body: payload });
    const text = await response.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = { error: true, msg: text.slice(0, 200) };
    }
    return { status: response.status, data };
  };
}
