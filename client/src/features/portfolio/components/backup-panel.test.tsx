import { PortfolioFileSchema } from '@shared/schemas/portfolio';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@/testing/render';
import { sealBackup } from '../backup/backup-crypto';
import type { PortfolioTx } from '../engine/types';
import { BackupPanel } from './backup-panel';

// Fewer PBKDF2 iterations keep the tests fast; a backup names its count, so restoring reads it from the file.
const FAST = 1_000;

const TXS: PortfolioTx[] = [
  {
    id: 'kraken:1',
    time: Date.UTC(2024, 0, 3, 10),
    type: 'buy',
    wallet: 'Kraken',
    sent: { asset: 'usd', amount: 500 },
    received: { asset: 'bitcoin', amount: 0.01 },
    fee: { asset: 'usd', amount: 1.3 },
  },
  {
    id: 'kraken:2',
    time: Date.UTC(2024, 0, 10),
    type: 'income',
    wallet: 'Kraken',
    received: { asset: 'solana', amount: 0.05 },
    incomeKind: 'staking',
  },
  {
    id: 'kraken:3',
    time: Date.UTC(2024, 0, 12),
    type: 'transfer',
    wallet: 'Kraken',
    toWallet: 'External',
    sent: { asset: 'bitcoin', amount: 0.005 },
  },
];

let downloads: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  downloads = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(stored: PortfolioTx[] = TXS) {
  const store = { txs: stored };
  const getAll = vi.fn(async () => store.txs);
  const onRestore = vi.fn(async (_txs: PortfolioTx[]) => {});
  render(<BackupPanel getAll={getAll} onRestore={onRestore} iterations={FAST} />);
  return { user: userEvent.setup(), store, getAll, onRestore };
}

const jsonFile = (content: string, name = 'backup.json') => new File([content], name, { type: 'application/json' });

async function restore(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.upload(screen.getByLabelText('Restore a backup or JSON export'), file);
}

describe('the backup panel', () => {
  it('makes an encrypted backup that restores, with its passphrase, to the same transactions once Replace is pressed', async () => {
    const { user, store, onRestore } = setup();
    expect(screen.getByText(/Without the passphrase nobody, including us, can open the backup/)).toBeInTheDocument();
    const passphrase = screen.getByLabelText('Passphrase');
    expect(passphrase).toHaveAttribute('type', 'password');
    expect(passphrase).toHaveAttribute('autocomplete', 'new-password');
    await user.type(passphrase, 'correct horse battery');
    await user.type(screen.getByLabelText('Repeat the passphrase'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Download encrypted backup' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    const [{ name, blob }] = downloads as [{ name: string; blob: Blob }];
    expect(name).toMatch(/^portfolio-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await blob.text();
    expect(JSON.parse(text)).toMatchObject({ format: 'cryptocalc-portfolio-backup', kdf: { iterations: FAST } });
    expect(text).not.toContain('bitcoin');
    expect(await screen.findByText(`Encrypted backup saved as ${name}.`)).toBeInTheDocument();
    expect(passphrase).toHaveValue('');

    // The browser now holds one transaction; the backup three.
    store.txs = [TXS[0]!];
    await restore(user, jsonFile(text));
    await user.type(await screen.findByLabelText('Passphrase of this backup'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Open backup' }));
    expect(await screen.findByText('Replace the 1 transaction in this browser with the 3 in the backup?')).toBeInTheDocument();
    expect(onRestore).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(onRestore).toHaveBeenCalledExactlyOnceWith(TXS);
    expect(await screen.findByText('Restored 3 transactions.')).toBeInTheDocument();
  });

  it('refuses a wrong passphrase without restoring, and lets the right one be typed', async () => {
    const { user, onRestore } = setup();
    const file = { format: 'cryptocalc-portfolio', version: 1, exportedAt: '2024-02-01T00:00:00.000Z', transactions: TXS };
    await restore(user, jsonFile(JSON.stringify(await sealBackup(file, 'the right one', FAST))));
    const field = await screen.findByLabelText('Passphrase of this backup');
    await user.type(field, 'the wrong one');
    await user.click(screen.getByRole('button', { name: 'Open backup' }));
    expect(await screen.findByText('Wrong passphrase, or the file was changed.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Replace' })).not.toBeInTheDocument();
    expect(onRestore).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'the right one');
    await user.click(screen.getByRole('button', { name: 'Open backup' }));
    expect(await screen.findByText('Replace the 3 transactions in this browser with the 3 in the backup?')).toBeInTheDocument();
  });

  it('asks for a passphrase of 8 characters or more, typed the same twice, before making anything', async () => {
    const { user, getAll } = setup();
    const passphrase = screen.getByLabelText('Passphrase');
    const repeat = screen.getByLabelText('Repeat the passphrase');
    const download = screen.getByRole('button', { name: 'Download encrypted backup' });

    await user.type(passphrase, 'short');
    await user.type(repeat, 'short');
    await user.click(download);
    expect(passphrase).toHaveAccessibleDescription(/Use at least 8 characters\./);

    await user.type(passphrase, ' but longer');
    await user.type(repeat, ' and different');
    await user.click(download);
    expect(repeat).toHaveAccessibleDescription('The passphrases do not match.');
    expect(passphrase).not.toHaveAttribute('aria-invalid');
    expect(getAll).not.toHaveBeenCalled();
    expect(downloads).toHaveLength(0);
  });

  it('downloads plain JSON, and restores such a file without a passphrase, only on Replace', async () => {
    const { user, onRestore } = setup();
    await user.click(screen.getByRole('button', { name: 'Download JSON' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [{ name, blob }] = downloads as [{ name: string; blob: Blob }];
    expect(name).toMatch(/^portfolio-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await blob.text();
    expect(PortfolioFileSchema.parse(JSON.parse(text)).transactions).toEqual(TXS);

    await restore(user, jsonFile(text));
    expect(await screen.findByText('Replace the 3 transactions in this browser with the 3 in the backup?')).toBeInTheDocument();
    expect(screen.queryByLabelText('Passphrase of this backup')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Replace' })).not.toBeInTheDocument();
    expect(onRestore).not.toHaveBeenCalled();
  });

  it('says which files it cannot restore', async () => {
    const { user, onRestore } = setup();
    const status = () => screen.getAllByRole('status').at(-1)!;

    await restore(user, jsonFile('{"format": "cryptocalc-portfolio", '));
    await waitFor(() => expect(status()).toHaveTextContent('This file is not a backup.'));

    await restore(user, jsonFile(JSON.stringify({ format: 'cryptocalc-portfolio', version: 1, transactions: [{ id: 'x' }] })));
    await waitFor(() => expect(status()).toHaveTextContent('This file is not a backup.'));

    const newer = { ...(await sealBackup({}, 'passphrase', FAST)), version: 2 };
    await restore(user, jsonFile(JSON.stringify(newer)));
    await user.type(await screen.findByLabelText('Passphrase of this backup'), 'passphrase');
    await user.click(screen.getByRole('button', { name: 'Open backup' }));
    await waitFor(() => expect(status()).toHaveTextContent('This backup was made by a newer version of the site.'));
    expect(onRestore).not.toHaveBeenCalled();
  });
});
