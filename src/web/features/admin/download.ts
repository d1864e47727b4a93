import { ApiError, messageOf } from '#src/contracts/client';
import { storedToken } from '#src/web/lib/api';

/**
 * Saves a back-office file answer (a CSV export) as a download: fetched with the signed-in user's token, which a
 * plain link could not send (the API reads bearer tokens only, decision 021). The file name is the answer's
 * `content-disposition` one, else `fallbackName`. A refusal throws `ApiError` with the answer's message
 * (`msg`, else `message`, like the API client).
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = storedToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, messageOf(body), body);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
