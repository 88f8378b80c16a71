import { Trans } from '@lingui/react/macro';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { SOCIAL_LINKS } from '@/config/nav';
import { ContactForm } from '@/features/contact';
import { useInfoRouteMeta } from '@/hooks/use-info-route-meta';

export function ContactPage() {
  useInfoRouteMeta();
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:py-12">
      <h1 className="text-center text-3xl font-semibold tracking-tight">
        <Trans>Contact Us</Trans>
      </h1>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">
              <Trans>Get in touch</Trans>
            </h2>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            <Trans>
              Questions about a rate, a coin we should add, or something that looks wrong? The message form below is not connected to a
              mailbox yet, so nothing typed into it is sent or stored; until it is, the channels listed here are the way to reach us. We
              answer questions about the site, not investment questions.
            </Trans>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">
              <Trans>Follow us</Trans>
            </h2>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-2 text-sm">
              {SOCIAL_LINKS.map((s) => (
                <li key={s.href}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer" className="text-primary underline-offset-2 hover:underline">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">
            <Trans>Send a message</Trans>
          </h2>
        </CardHeader>
        <CardContent>
          <ContactForm />
        </CardContent>
      </Card>
    </div>
  );
}
