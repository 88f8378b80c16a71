/**
 * Spec §7: GET with credentials, JSON bodies; any non-OK answer throws
 * "{status}: {body text or status text}".
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** Builds `/api/x?a=1` from a path and defined params. */
export function apiUrl(path: string, params: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
