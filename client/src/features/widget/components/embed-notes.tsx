import { SITE_NAME, WIDGET_ATTRIBUTION } from '@shared/widget';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

const CODE_CLASS = 'rounded bg-muted px-1 py-0.5 font-mono text-xs text-foreground';

/** The origin in a directive; a placeholder of about its width until it is known. */
function Directive({ name, siteOrigin }: { name: string; siteOrigin: string }) {
  return (
    <code className={`${CODE_CLASS} [overflow-wrap:anywhere]`}>
      {name} {siteOrigin || <span aria-hidden="true" className="inline-block h-3 w-32 animate-pulse rounded-sm bg-border align-middle" />}
    </code>
  );
}

/** What a host page needs besides the code: its CSP, the attribution, and the API for more. */
export function EmbedNotes({ siteOrigin }: { siteOrigin: string }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Before you publish</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 text-sm">
        <section className="flex flex-col gap-1.5">
          <h3 className="font-semibold">Content Security Policy</h3>
          <p className="text-muted-foreground">
            If your page sends a Content Security Policy, allow the widget’s frame with{' '}
            <Directive name="frame-src" siteOrigin={siteOrigin} /> and, for the script embed, the loader with{' '}
            <Directive name="script-src" siteOrigin={siteOrigin} />. The widget needs nothing else from your page: no styles and no
            connections.
          </p>
        </section>
        <section className="flex flex-col gap-1.5">
          <h3 className="font-semibold">Attribution</h3>
          <p className="text-muted-foreground">
            Both embeds put a plain link to {SITE_NAME} under the converter (“{WIDGET_ATTRIBUTION.en}” in English). It must stay visible: do
            not hide, cover or remove it.
          </p>
        </section>
        <p>
          Want the rates in your own code instead?{' '}
          <a
            href="/developers"
            className="font-medium text-primary underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            API documentation
          </a>
        </p>
      </CardContent>
    </Card>
  );
}
