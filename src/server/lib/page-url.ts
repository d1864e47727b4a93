/** Paths whose undecodable addresses keep the JSON 400 (`frameworkErrorHandler`): the API and the media files. */
const NOT_PAGES = /^\/(api|download)(\/|$)/;

/** Runs of percent escapes, whose bytes must together be UTF-8 (`%E0%A4%95` is one character). */
const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A page address the router cannot decode (`/product/1%ZZ`, broken UTF-8 such as `/products/catId/%E0%A4`) with its
 * stray `%` written as `%25`, so that the page's route answers it (Page Not Found) instead of Fastify's 400 in JSON.
 * Decodable addresses, and the API's and media's, are left as they are (issue 13).
 */
export function pageUrlForRouting(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (NOT_PAGES.test(path) || decodes(path)) return url;
  const escaped = path
    .replace(/%(?![0-9A-Fa-f]{2})/g, '%25')
    .replace(ESCAPE_RUN, (run) => (decodes(run) ? run : run.replaceAll('%', '%25')));
  return escaped + (queryAt === -1 ? '' : url.slice(queryAt));
}
