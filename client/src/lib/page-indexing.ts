import { apiRequest } from './api-client';
import { ApiError } from './api-error';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const reported = new Set<string>();

/** Development and test machines never report pages to search engines (the product spec). */
export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/**
 * The product spec (decision 006): after a rate loads, the current page is offered for indexing, once per page per
 * visit. The server decides whether and when it is sent; a failure is only logged.
 */
export async function reportPageForIndexing(path: string, hostname = window.location.hostname): Promise<boolean> {
  if (isLocalHost(hostname) || reported.has(path)) return false;
  reported.add(path);
  try {
    await apiRequest('/api/indexnow/visit', { method: 'POST', body: { path }, keepalive: true });
    return true;
  } catch (error) {
    // A refusal is the server's decision, not a failure worth a line in the console.
    if (error instanceof ApiError) return false;
    console.info('Page not reported for indexing:', error);
    return false;
  }
}
