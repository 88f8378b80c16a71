import type { Request } from 'express';

/**
 * The client is this machine: the TCP peer and the client Express trusts (TRUST_PROXY) are both
 * loopback, and no proxy header is present, so a reverse proxy on the same host that forwards
 * visitors does not make them local. The one rule for what is private without a token:
 * /metrics without METRICS_TOKEN, the operator POSTs without OPERATOR_TOKEN.
 */
export function isLocalRequest(req: Request): boolean {
  if (req.get('x-forwarded-for') !== undefined || req.get('forwarded') !== undefined || req.get('x-real-ip') !== undefined) return false;
  return isLoopback(req.socket.remoteAddress) && isLoopback(req.ip);
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
