import { ECDH } from 'node:crypto';

/**
 * Whether a subscription's `p256dh` (base64url) is a point on the P-256 curve. The wire schema
 * checks its shape (65 bytes, 0x04 first); a point off the curve passes that, yet no message
 * can ever be encrypted to it. OpenSSL refuses such a point when converting it (but takes an
 * empty buffer or a compressed point, hence the shape is checked here too).
 */
export function isP256PublicKey(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) return false;
  try {
    ECDH.convertKey(point, 'prime256v1', undefined, undefined, 'uncompressed');
    return true;
  } catch {
    return false;
  }
}
