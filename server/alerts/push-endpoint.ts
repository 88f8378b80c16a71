/**
 * One spelling per push endpoint, so that every way of writing the same URL names the same
 * subscription (its owner, its alert cap) in comparisons, storage and the subscription's id.
 *
 * The WHATWG URL parser already lower-cases the scheme and host (and punycodes it), drops the
 * default port, turns backslashes into slashes and resolves dot segments (`%2e` ones too). It
 * keeps an empty query (`?`), any fragment, a trailing dot on the host and percent-escapes as
 * written (`%2f` beside `%2F`, `%41` for `A`): those are normalised here (RFC 3986 §6.2.2).
 * A string that is not a URL is returned as it is: there is nothing to normalise, and the wire
 * schema refuses it before it reaches a store.
 */
export function normalizePushEndpoint(endpoint: string): string {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return endpoint;
  }
  // A fragment is never sent to the server, so it names nothing.
  url.hash = '';
  if (url.hostname.endsWith('.') && url.hostname.length > 1) url.hostname = url.hostname.slice(0, -1);
  url.pathname = normalizeEscapes(url.pathname);
  // Setting '' removes the query altogether, the bare `?` included.
  url.search = url.search === '' ? '' : normalizeEscapes(url.search);
  return url.href;
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** Upper-case hex in every escape; an escaped unreserved character (`%41`, `%7e`) written plainly. */
function normalizeEscapes(text: string): string {
  return text.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}
