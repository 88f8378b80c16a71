/**
 * A redirect target on this site, written so no browser can read it as another host. Browsers
 * take `//host/…` (and `/\host/…`, since they read a backslash in a path as a slash, and drop
 * tabs and line breaks first) as a protocol-relative URL: a request path such as `/de//evil.example`
 * must not come back as `Location: //evil.example`. So in the path, backslashes become slashes
 * and runs of slashes collapse into one; the query and fragment are kept as they are.
 */
export function sameSiteLocation(target: string): string {
  const end = target.search(/[?#]/);
  const path = (end < 0 ? target : target.slice(0, end)).replace(/[\t\n\r]/g, '');
  const rest = end < 0 ? '' : target.slice(end);
  return `/${path.replace(/[\\/]+/g, '/').replace(/^\//, '')}${rest}`;
}
