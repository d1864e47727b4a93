import { data } from 'react-router';
import { accountsApi } from './api/accounts';
import { catalogApi } from './api/catalog';
import { shoppingApi } from './api/shopping';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ApiQuery = Record<string, string | number | boolean | undefined | null>;
export type ApiRequest = { method: ApiMethod; path: string; query?: ApiQuery; body?: unknown; form?: FormData };
export type ApiTransport = (request: ApiRequest & { token?: string }) => Promise<{ status: number; data: unknown }>;
export type Send = <T>(request: ApiRequest) => Promise<T>;

/** An answer of 400 or more; `message` is the server's `msg`, ready to show in the alert bar. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/**
 * For a loader's catch: the API answers 503 while the database is down, and then the page must answer 503 with the
 * error page saying so (not 200 with empty sections). Throws that answer; any other error is left to the caller.
 */
export function throwIfUnavailable(error: unknown): void {
  if (apiErrorStatus(error) === 503) throw data((error as Error).message, { status: 503 });
}

/**
 * The status of an ApiError, by its name rather than `instanceof`: on the server the load context's client comes
 * from the server's copy of this module, not the web build's.
 */
export function apiErrorStatus(error: unknown): number | null {
  return error instanceof Error && error.name === 'ApiError' ? ((error as ApiError).status ?? null) : null;
}

export function messageOf(data: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    const text = record['msg'] ?? record['message'];
    if (typeof text === 'string' && text) return text;
  }
  return fallback;
}

export function toSearchParams(query: ApiQuery | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The one typed client of the API: the browser sends it over fetch, the server in-process. */
export function createApiClient(transport: ApiTransport, getToken: () => string | null | undefined = () => null) {
  const send: Send = async <T>(request: ApiRequest) => {
    const token = getToken() ?? undefined;
    const { status, data } = await transport({ ...request, token });
    if (status >= 400) throw new ApiError(status, messageOf(data), data);
    return data as T;
  };
  return {
    send,
    catalog: catalogApi(send),
    accounts: accountsApi(send),
    shopping: shoppingApi(send),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Transport over fetch, for the browser (same origin) or for tools that talk to a running server. */
export function fetchTransport(baseUrl = ''): ApiTransport {
  return async ({ method, path, query, body, form, token }) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers['authorization'] = `Bearer ${token}`;
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
