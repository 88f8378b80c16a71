import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';

/** Texts already in the page's language (the tools translate them when they set the status). */
export type OperatorStatus = { kind: 'processing' | 'success' | 'error'; message: string; detail?: string };

const STYLES = {
  processing: 'border-border bg-muted text-foreground',
  success: 'border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  error: 'border-destructive/40 bg-destructive/5 text-destructive',
} as const;

/** The operator tools' Processing / Success / Error box (the product spec); errors are announced as alerts. */
export function StatusAlert({ status }: { status: OperatorStatus }) {
  const { t } = useLingui();
  const Icon = status.kind === 'processing' ? Loader2 : status.kind === 'success' ? CheckCircle2 : XCircle;
  const title = status.kind === 'processing' ? t`Processing` : status.kind === 'success' ? t`Success` : t`Error`;
  return (
    <div role={status.kind === 'error' ? 'alert' : 'status'} className={`flex gap-3 rounded-md border p-3 text-sm ${STYLES[status.kind]}`}>
      <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${status.kind === 'processing' ? 'animate-spin' : ''}`} />
      <div className="min-w-0 [overflow-wrap:anywhere]">
        <p className="font-semibold">{title}</p>
        <p>{status.message}</p>
        {status.detail && <p className="opacity-80">{status.detail}</p>}
      </div>
    </div>
  );
}
