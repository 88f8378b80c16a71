import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { dateTimeFormat, numberFormat, oneSpace } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';
import { useLocale } from '@/hooks/use-locale';
import type { PortfolioTx, Quantity } from '../engine/types';
import type { ImportPreview as Preview, SkippedRow } from '../import/import-types';
import { IMPORTERS } from '../import/read-export';

/** Rows of the table: enough to check the file was understood, few enough to render at once. */
const SHOWN_TXS = 50;
/** More skipped rows than this go behind a disclosure, so the buttons stay near the counts. */
const OPEN_SKIPPED = 5;

const TYPE_WORDS: Record<PortfolioTx['type'], MessageDescriptor> = {
  buy: msg`Buy`,
  sell: msg`Sell`,
  convert: msg`Convert`,
  transfer: msg`Transfer`,
  income: msg`Income`,
};

const INCOME_WORDS: Record<NonNullable<PortfolioTx['incomeKind']>, MessageDescriptor> = {
  staking: msg`Staking`,
  airdrop: msg`Airdrop`,
  interest: msg`Interest`,
  other: msg`Income`,
};

/** A skipped row's reason, worded from its code and the file's own text. */
export function skipReason(i18n: I18n, { code, detail }: SkippedRow): string {
  switch (code) {
    case 'unknown-asset':
      return i18n._(msg`Unknown asset ${detail}`);
    case 'not-a-trade':
      return i18n._(msg`Not a trade or transfer (${detail})`);
    case 'missing-field':
      return i18n._(msg`Missing ${detail}`);
    case 'bad-number':
      return i18n._(msg`Unreadable number “${detail}”`);
    case 'bad-date':
      return i18n._(msg`Unreadable date “${detail}”`);
    case 'unpaired':
      return i18n._(msg`The other half of trade ${detail} is not in this file`);
  }
}

/** The importer's name as visitors know it, else its id. */
export function exportName(format: string): string {
  return IMPORTERS.find((importer) => importer.id === format)?.name ?? format;
}

function quantityText(locale: Locale, quantity: Quantity | undefined, assetLabel: (asset: string) => string): string {
  if (!quantity) return '—';
  // Up to 8 decimals: a satoshi, the smallest amount most exports write.
  const amount = oneSpace(numberFormat(locale, { maximumFractionDigits: 8 }).format(quantity.amount));
  return `${amount} ${assetLabel(quantity.asset)}`;
}

type ImportPreviewProps = {
  preview: Preview;
  fileName: string;
  assetLabel: (asset: string) => string;
  headingId: string;
};

/** What a file holds before anything is saved: the counts, the transactions understood, and every row skipped with why. */
export function ImportPreview({ preview, fileName, assetLabel, headingId }: ImportPreviewProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const name = exportName(preview.format);
  const rows = preview.rows;
  const understood = preview.txs.length;
  const skipped = preview.skipped.length;
  const more = understood - SHOWN_TXS;
  // The file's times are UTC (every export we read writes them so); shown as written, to compare with it.
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

  const skippedList = (
    <ul className="flex flex-col gap-0.5 text-sm tabular-nums">
      {preview.skipped.map((row) => {
        const line = row.line;
        const reason = skipReason(i18n, row);
        return (
          <li key={`${row.line}-${row.code}`}>
            <Trans>
              Line {line}: {reason}
            </Trans>
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h3 id={headingId} className="text-sm font-semibold">
          {name}
        </h3>
        <p className="break-all text-xs text-muted-foreground">{fileName}</p>
      </div>
      <p className="text-sm tabular-nums">
        {t({ message: plural(rows, { one: '# row read', other: '# rows read' }) })}
        {' · '}
        {t({ message: plural(understood, { one: '# transaction understood', other: '# transactions understood' }) })}
        {skipped > 0 && (
          <>
            {' · '}
            {t({ message: plural(skipped, { one: '# row skipped', other: '# rows skipped' }) })}
          </>
        )}
      </p>

      {understood > 0 && (
        <div className="overflow-x-auto rounded-md border" tabIndex={0} role="group" aria-label={t`Transactions understood`}>
          <table className="w-full text-left text-xs tabular-nums">
            <caption className="sr-only">
              <Trans>Transactions understood</Trans>
            </caption>
            <thead className="bg-muted/60 text-muted-foreground">
              <tr>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  <Trans>Line</Trans>
                </th>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  <Trans>Date (UTC)</Trans>
                </th>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  <Trans>Type</Trans>
                </th>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  <Trans>In</Trans>
                </th>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  <Trans>Out</Trans>
                </th>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  <Trans>Fee</Trans>
                </th>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  <Trans>Wallet</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.txs.slice(0, SHOWN_TXS).map(({ tx, lines }) => (
                <tr key={tx.id} className="border-t border-border align-top">
                  <td className="px-2 py-1.5">{lines.join(', ')}</td>
                  <td className="whitespace-nowrap px-2 py-1.5">{date.format(tx.time)}</td>
                  <td className="px-2 py-1.5">
                    {i18n._(tx.type === 'income' && tx.incomeKind ? INCOME_WORDS[tx.incomeKind] : TYPE_WORDS[tx.type])}
                  </td>
                  <td className="whitespace-nowrap px-2 py-1.5">{quantityText(locale, tx.received, assetLabel)}</td>
                  <td className="whitespace-nowrap px-2 py-1.5">{quantityText(locale, tx.sent, assetLabel)}</td>
                  <td className="whitespace-nowrap px-2 py-1.5">{quantityText(locale, tx.fee, assetLabel)}</td>
                  <td className="px-2 py-1.5">{tx.toWallet ? `${tx.wallet} → ${tx.toWallet}` : tx.wallet}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {more > 0 && (
            <p className="border-t border-border px-2 py-1.5 text-xs text-muted-foreground">
              {t({ message: plural(more, { one: 'and # more', other: 'and # more' }) })}
            </p>
          )}
        </div>
      )}

      {skipped > 0 &&
        (skipped > OPEN_SKIPPED ? (
          <details className="rounded-md border px-3">
            <summary className="cursor-pointer py-2 text-sm text-muted-foreground hover:text-foreground">
              {t({ message: plural(skipped, { one: 'The row skipped, and why', other: 'The # rows skipped, and why' }) })}
            </summary>
            <div className="pb-2">{skippedList}</div>
          </details>
        ) : (
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium">
              {t({ message: plural(skipped, { one: 'The row skipped, and why', other: 'The # rows skipped, and why' }) })}
            </p>
            {skippedList}
          </div>
        ))}
    </div>
  );
}
