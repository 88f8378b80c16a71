/**
 * The portfolio's encrypted backup (decision 025): the visitor's transactions sealed with a
 * passphrase, with WebCrypto only. The key comes from the passphrase through PBKDF2-SHA-256 at
 * 600,000 iterations (OWASP's figure for it; WebCrypto offers no memory-hard function), with a
 * random 16-byte salt; AES-256-GCM with a random 12-byte IV seals the JSON and detects any change
 * to it. The file says how it was made, so a later version can still open it.
 */

export const BACKUP_FORMAT = 'cryptocalc-portfolio-backup';
export const BACKUP_ITERATIONS = 600_000;

export type SealedBackup = {
  format: typeof BACKUP_FORMAT;
  version: 1;
  kdf: { name: 'PBKDF2'; hash: 'SHA-256'; iterations: number; salt: string };
  cipher: { name: 'AES-GCM'; iv: string };
  /** The sealed JSON, base64. */
  data: string;
};

/** Why a backup could not be opened, for the page to word: a wrong passphrase and a damaged file read alike to AES-GCM. */
export class BackupError extends Error {
  constructor(readonly reason: 'not-a-backup' | 'unsupported' | 'wrong-passphrase-or-damaged') {
    super(reason);
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function deriveKey(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(passphrase.normalize('NFC')), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
}

export async function sealBackup(payload: unknown, passphrase: string, iterations = BACKUP_ITERATIONS): Promise<SealedBackup> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await deriveKey(passphrase, salt, iterations);
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(JSON.stringify(payload)));
  return {
    format: BACKUP_FORMAT,
    version: 1,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: toBase64(salt) },
    cipher: { name: 'AES-GCM', iv: toBase64(iv) },
    data: toBase64(new Uint8Array(sealed)),
  };
}

/** The payload a backup file holds; rejects with BackupError when it is not one or cannot be opened. */
export async function openBackup(file: unknown, passphrase: string): Promise<unknown> {
  if (typeof file !== 'object' || file === null || (file as { format?: unknown }).format !== BACKUP_FORMAT) {
    throw new BackupError('not-a-backup');
  }
  const backup = file as Partial<SealedBackup>;
  const iterations = backup.kdf?.iterations;
  if (
    backup.version !== 1 ||
    backup.kdf?.name !== 'PBKDF2' ||
    backup.kdf.hash !== 'SHA-256' ||
    backup.cipher?.name !== 'AES-GCM' ||
    typeof iterations !== 'number' ||
    !Number.isSafeInteger(iterations) ||
    iterations < 1 ||
    iterations > 10_000_000
  ) {
    throw new BackupError('unsupported');
  }
  try {
    const key = await deriveKey(passphrase, fromBase64(backup.kdf.salt), iterations);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(backup.cipher.iv) }, key, fromBase64(backup.data));
    return JSON.parse(decoder.decode(plain));
  } catch {
    throw new BackupError('wrong-passphrase-or-damaged');
  }
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: unknown): Uint8Array<ArrayBuffer> {
  if (typeof text !== 'string') throw new BackupError('wrong-passphrase-or-damaged');
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
