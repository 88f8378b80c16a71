import { Trans } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** Spec §9: the simulated sending delay. */
const SEND_DELAY_MS = 1000;

type Status = 'idle' | 'submitting' | 'sent';

/** Spec §2/§4/§5: name, email, subject, message (all required, email typed); simulated sending. */
export function ContactForm() {
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) return;
    setStatus('submitting');
    timer.current = setTimeout(() => setStatus('sent'), SEND_DELAY_MS);
  };

  if (status === 'sent') {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
        <CheckCircle2 aria-hidden="true" className="size-10 text-primary" />
        <p className="text-lg font-semibold">
          <Trans>Thank you for your message!</Trans>
        </p>
        <p className="text-muted-foreground">
          <Trans>We'll get back to you as soon as possible.</Trans>
        </p>
        <Button variant="outline" onClick={() => setStatus('idle')}>
          <Trans>Send another message</Trans>
        </Button>
      </div>
    );
  }

  const field = 'flex flex-col gap-1.5';
  const label = 'text-sm font-medium';
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-describedby={`${id}-note`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className={field}>
          <label htmlFor={`${id}-name`} className={label}>
            <Trans>Name</Trans>
          </label>
          <Input id={`${id}-name`} name="name" required autoComplete="name" density="compact" />
        </div>
        <div className={field}>
          <label htmlFor={`${id}-email`} className={label}>
            <Trans>Email</Trans>
          </label>
          <Input id={`${id}-email`} name="email" type="email" required autoComplete="email" density="compact" />
        </div>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-subject`} className={label}>
          <Trans>Subject</Trans>
        </label>
        <Input id={`${id}-subject`} name="subject" required density="compact" />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-message`} className={label}>
          <Trans>Message</Trans>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          required
          rows={6}
          className="rounded-md border border-input bg-card px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
        />
      </div>
      <Button type="submit" disabled={status === 'submitting'} className="self-start">
        {status === 'submitting' ? <Trans>Sending...</Trans> : <Trans>Send message</Trans>}
      </Button>
      <p id={`${id}-note`} className="text-xs text-muted-foreground">
        <Trans>Messages written here are not stored or forwarded yet; for anything urgent, use the channels listed on this page.</Trans>
      </p>
    </form>
  );
}
