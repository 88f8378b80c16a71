// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BACKUP_ITERATIONS, BackupError, openBackup, sealBackup } from './backup-crypto';

// Node's WebCrypto is the browsers' API. Fewer iterations keep most tests fast; one test runs the real count.
const FAST = 1_000;
const payload = { version: 1, txs: [{ id: 'coinbase:1', type: 'buy', received: { asset: 'bitcoin', amount: 0.5 } }] };

describe('the encrypted backup', () => {
  it('opens with its passphrase to exactly what was sealed, and says how it was made', async () => {
    const sealed = await sealBackup(payload, 'correct horse battery staple', FAST);
    expect(sealed).toMatchObject({
      format: 'cryptocalc-portfolio-backup',
      version: 1,
      kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: FAST },
    });
    expect(JSON.stringify(sealed)).not.toContain('bitcoin');
    expect(await openBackup(JSON.parse(JSON.stringify(sealed)), 'correct horse battery staple')).toEqual(payload);
  });

  it('refuses a wrong passphrase and any change to the file, the same way', async () => {
    const sealed = await sealBackup(payload, 'right', FAST);
    await expect(openBackup(sealed, 'wrong')).rejects.toMatchObject({ reason: 'wrong-passphrase-or-damaged' });
    const flipped = atob(sealed.data).split('');
    flipped[3] = String.fromCharCode(flipped[3]!.charCodeAt(0) ^ 1);
    await expect(openBackup({ ...sealed, data: btoa(flipped.join('')) }, 'right')).rejects.toBeInstanceOf(BackupError);
  });

  it('tells a file that is not a backup, or one made some other way', async () => {
    await expect(openBackup({ txs: [] }, 'x')).rejects.toMatchObject({ reason: 'not-a-backup' });
    await expect(openBackup(null, 'x')).rejects.toMatchObject({ reason: 'not-a-backup' });
    const sealed = await sealBackup(payload, 'x', FAST);
    await expect(openBackup({ ...sealed, version: 2 }, 'x')).rejects.toMatchObject({ reason: 'unsupported' });
    await expect(openBackup({ ...sealed, kdf: { ...sealed.kdf, iterations: 1e12 } }, 'x')).rejects.toMatchObject({ reason: 'unsupported' });
  });

  it('uses fresh salt and IV each time, and the full iteration count by default', async () => {
    const [a, b] = await Promise.all([sealBackup(payload, 'p', FAST), sealBackup(payload, 'p', FAST)]);
    expect(a.kdf.salt).not.toBe(b.kdf.salt);
    expect(a.cipher.iv).not.toBe(b.cipher.iv);
    const real = await sealBackup(payload, 'p');
    expect(real.kdf.iterations).toBe(BACKUP_ITERATIONS);
    expect(await openBackup(real, 'p')).toEqual(payload);
  });
});
