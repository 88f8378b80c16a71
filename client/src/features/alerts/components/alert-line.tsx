import { Trans } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { loadOnce } from '@/lib/load-once';
import type { AlertFormProps } from './alert-form';

const formModule = loadOnce(() => import('./alert-form'));

/**
 * One calm line under the converter: "Set a price alert", then the form (loaded on first use).
 * Nothing of the alerts' code joins the converter's first load.
 */
export function AlertLine(props: AlertFormProps) {
  const [open, setOpen] = useState(false);
  const [Form, setForm] = useState(() => formModule.current()?.AlertForm);
  useEffect(() => {
    if (open && !Form) void formModule.load().then((m) => setForm(() => m.AlertForm));
  }, [open, Form]);
  if (!open) {
    return (
      <button
        type="button"
        onPointerEnter={() => void formModule.load()}
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-2 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4"
      >
        <Bell aria-hidden="true" />
        <Trans>Set a price alert</Trans>
      </button>
    );
  }
  if (!Form) return <Skeleton className="h-40 w-full" />;
  return <Form {...props} />;
}
