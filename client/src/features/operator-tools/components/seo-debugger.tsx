import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { dateTimeFormat } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';
import type { SeoDebugResult } from '@shared/schemas/seo-debug';
import { CheckCircle2, ExternalLink, FileX2, Loader2, XCircle } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useLocale } from '@/hooks/use-locale';
import { errorText } from '@/lib/error-text';
import { cn } from '@/lib/utils';
import { seoDebugQuery, type StaticPagesUpdateSummary, UPDATE_FALLBACK_MESSAGE, updateStaticPages } from '../api/seo-debug';
import { OperatorTokenField } from './operator-token-field';
import { type OperatorStatus, StatusAlert } from './status-alert';

/** The product spec's defaults, which the check on load uses. */
export const DEFAULT_PAIR = 'btc-to-usd';
export const DEFAULT_AMOUNT = '0.1';

type Query = { pair: string; amount: string };

type Check =
  | { kind: 'loading'; query: Query }
  // The error itself: CheckPanel says it in the page's language.
  | { kind: 'error'; error: unknown }
  | { kind: 'result'; result: SeoDebugResult };

type UpdateStatus = OperatorStatus | null;

const CHECK_FALLBACK_MESSAGE = msg`An error occurred`;

const normalize = (pair: string, amount: string): Query => ({ pair: pair.trim().toLowerCase(), amount: amount.trim() });

/**
 * The product spec's SEO debugger: what the stored static HTML of a converter page says (title,
 * og:title, description, when it was rendered), a way to regenerate every static page, and a link
 * to the stored HTML itself. A check of the defaults runs on load.
 */
export function SeoDebugger() {
  const { t, i18n } = useLingui();
  const [pair, setPair] = useState(DEFAULT_PAIR);
  const [amount, setAmount] = useState(DEFAULT_AMOUNT);
  const [token, setToken] = useState('');
  const [update, setUpdate] = useState<UpdateStatus>(null);
  const id = useId();
  // The checked pair and amount; a newer check replaces (and aborts) the one still in flight.
  const [checked, setChecked] = useState<Query>(() => normalize(DEFAULT_PAIR, DEFAULT_AMOUNT));
  const checkQuery = useQuery(seoDebugQuery(checked.pair, checked.amount));
  const check: Check =
    checkQuery.isFetching || checkQuery.isPending
      ? { kind: 'loading', query: checked }
      : checkQuery.isError
        ? { kind: 'error', error: checkQuery.error }
        : { kind: 'result', result: checkQuery.data };
  const runCheck = (query: Query) => {
    if (query.pair === checked.pair && query.amount === checked.amount) void checkQuery.refetch();
    else setChecked(query);
  };

  const checking = check.kind === 'loading';
  const updating = update?.kind === 'processing';
  const query = normalize(pair, amount);
  const canCheck = !checking && query.pair !== '' && query.amount !== '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canCheck) runCheck(query);
  };

  const onUpdate = async () => {
    setUpdate({ kind: 'processing', message: t`Updating all static pages…` });
    try {
      const result = await updateStaticPages(token);
      // An OK answer that regenerated nothing and says it failed is shown as a failure.
      if (result.success === false && !result.regenerated) {
        setUpdate({ kind: 'error', message: result.message || i18n._(UPDATE_FALLBACK_MESSAGE) });
        return;
      }
      const detail = describeUpdate(i18n, result);
      setUpdate({ kind: 'success', message: t`Static pages updated successfully!`, ...(detail ? { detail } : {}) });
      void checkQuery.refetch();
    } catch (error) {
      setUpdate({ kind: 'error', message: errorText(i18n, error, UPDATE_FALLBACK_MESSAGE) });
    }
  };

  const staticPath = check.kind === 'result' && check.result.exists ? check.result.path : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>SEO Debugger</Trans>
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          <Trans>See what the stored static HTML of a converter page tells search engines, and regenerate every static page.</Trans>
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <form className="flex flex-col gap-5" onSubmit={onSubmit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-pair`} label={<Trans>Currency pair</Trans>}>
              {(control) => (
                <Input
                  {...control}
                  value={pair}
                  placeholder={DEFAULT_PAIR}
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  onChange={(e) => setPair(e.target.value)}
                  density="compact"
                />
              )}
            </Field>
            <Field id={`${id}-amount`} label={<Trans>Amount</Trans>}>
              {(control) => (
                <Input
                  {...control}
                  value={amount}
                  placeholder={DEFAULT_AMOUNT}
                  inputMode="decimal"
                  autoComplete="off"
                  onChange={(e) => setAmount(e.target.value)}
                  density="compact"
                />
              )}
            </Field>
          </div>
          <OperatorTokenField id={`${id}-token`} value={token} onChange={setToken} />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button type="submit" disabled={!canCheck} className="w-full sm:w-auto">
              {checking && <Loader2 aria-hidden="true" className="animate-spin" />}
              <Trans>Check SEO</Trans>
            </Button>
            <Button variant="outline" disabled={updating} onClick={() => void onUpdate()} className="w-full sm:w-auto">
              {updating && <Loader2 aria-hidden="true" className="animate-spin" />}
              <Trans>Update All Static Pages</Trans>
            </Button>
            {/* The stored file of the path the check described (the API's path, as stored): not a
                link of this page's locale. */}
            {staticPath && (
              <a
                href={`${staticPath}?debug_seo=true`}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(buttonVariants({ variant: 'outline' }), 'w-full sm:w-auto')}
              >
                <Trans>View Static HTML</Trans>
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            )}
          </div>
        </form>
        {update && <StatusAlert status={update} />}
        <CheckPanel check={check} headingId={`${id}-result`} />
      </CardContent>
    </Card>
  );
}

/** The success detail: how many pages, then IndexNow's own answer (the server's words, as sent). */
function describeUpdate(i18n: I18n, result: StaticPagesUpdateSummary): string {
  const parts: string[] = [];
  const { regenerated, failed, indexNowMessage } = result;
  if (regenerated !== undefined) {
    parts.push(
      failed
        ? i18n._(
            msg({
              message: plural(regenerated, {
                one: `# page regenerated, ${failed} failed (kept at their previous version).`,
                other: `# pages regenerated, ${failed} failed (kept at their previous version).`,
              }),
            }),
          )
        : i18n._(msg({ message: plural(regenerated, { one: '# page regenerated.', other: '# pages regenerated.' }) })),
    );
  }
  if (indexNowMessage) parts.push(i18n._(msg`IndexNow: ${indexNowMessage}`));
  return parts.join(' ');
}

function CheckPanel({ check, headingId }: { check: Check; headingId: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  if (check.kind === 'loading') {
    const path = `/${check.query.pair}/${check.query.amount}`;
    return (
      <div role="status" className="flex items-center gap-3 rounded-md border border-border bg-muted p-3 text-sm text-foreground">
        <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin" />
        <p className="min-w-0 [overflow-wrap:anywhere]">
          <Trans>Checking SEO for {path}…</Trans>
        </p>
      </div>
    );
  }
  if (check.kind === 'error') {
    return (
      <div role="alert" className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
        <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p className="font-semibold">
            <Trans>Check failed</Trans>
          </p>
          <p>{errorText(i18n, check.error, CHECK_FALLBACK_MESSAGE)}</p>
        </div>
      </div>
    );
  }
  const { result } = check;
  const lastUpdated = formatLastUpdated(locale, result.lastUpdated);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border bg-card p-4">
      <h2 id={headingId} className="text-base font-semibold">
        <Trans>Check result</Trans>
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr] sm:gap-y-3">
        <Entry label={t`Status`}>
          {result.exists ? (
            <span className="inline-flex items-center gap-1.5 font-medium text-emerald-700 dark:text-emerald-400">
              <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
              <Trans>Static page found</Trans>
            </span>
          ) : (
            <span className="inline-flex items-center gap-1.5 font-medium text-amber-700 dark:text-amber-400">
              <FileX2 aria-hidden="true" className="size-4 shrink-0" />
              <Trans>No static page stored for this path</Trans>
            </span>
          )}
        </Entry>
        <Entry label={t`Path`}>
          <code className="font-mono text-[0.8125rem]">{result.path}</code>
        </Entry>
        <Entry label={t`Title`}>
          {result.title || (
            <Missing>
              <Trans>No title found</Trans>
            </Missing>
          )}
        </Entry>
        <Entry label={t`OG Title`}>
          {result.ogTitle || (
            <Missing>
              <Trans>No OG title found</Trans>
            </Missing>
          )}
        </Entry>
        <Entry label={t`Meta Description`}>
          {result.metaDescription || (
            <Missing>
              <Trans>No meta description found</Trans>
            </Missing>
          )}
        </Entry>
        <Entry label={t`Last Updated`}>
          {lastUpdated && result.lastUpdated ? (
            <time dateTime={result.lastUpdated}>{lastUpdated}</time>
          ) : (
            <Missing>
              <Trans>Unknown</Trans>
            </Missing>
          )}
        </Entry>
      </dl>
    </section>
  );
}

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="pt-2 font-medium text-muted-foreground first:pt-0 sm:pt-0">{label}</dt>
      <dd className="min-w-0 tabular-nums text-foreground [overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}

function Missing({ children }: { children: ReactNode }) {
  return <span className="italic text-muted-foreground">{children}</span>;
}

/**
 * The date and time in the visitor's time zone, written the page's locale's way, or null when
 * the value is missing or not a date.
 */
export function formatLastUpdated(locale: Locale, iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}
