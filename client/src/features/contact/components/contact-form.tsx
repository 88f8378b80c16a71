import { Trans } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** The product spec's simulated sending delay. */
const SEND_DELAY_MS = 1000;

type Status = 'idle' | 'submitting' | 'sent';

/** The product spec: name, email, subject, message (all required, email typed); simulated sending. */
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

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-describedby={`${id}-note`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label={<Trans>Name</Trans>}>
          {(control) => <Input {...control} name="name" required autoComplete="name" density="compact" />}
        </Field>
        <Field id={`${id}-email`} label={<Trans>Email</Trans>}>
          {(control) => <Input {...control} name="email" type="email" required autoComplete="email" density="compact" />}
        </Field>
      </div>
      <Field id={`${id}-subject`} label={<Trans>Subject</Trans>}>
        {(control) => <Input {...control} name="subject" required density="compact" />}
      </Field>
      <Field id={`${id}-message`} label={<Trans>Message</Trans>}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            required
            rows={6}
            className="rounded-md border border-input bg-card px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
          />
        )}
      </Field>
      <Button type="submit" disabled={status === 'submitting'} className="self-start">
        {status === 'submitting' ? <Trans>Sending...</Trans> : <Trans>Send message</Trans>}
      </Button>
      <p id={`${id}-note`} className="text-xs text-muted-foreground">
        <Trans>Messages written here are not stored or forwarded yet; for anything urgent, use the channels listed on this page.</Trans>
      </p>
    </form>
  );
}
