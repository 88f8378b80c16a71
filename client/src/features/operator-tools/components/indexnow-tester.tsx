import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/error-text';
import { postIndexNow } from '../api/indexnow';
import { OperatorTokenField } from './operator-token-field';
import { type OperatorStatus, StatusAlert } from './status-alert';

type Status = OperatorStatus | null;

/** The texts in the page's language (translated when the button is pressed). */
type Action = { path: string; body?: unknown; working: string; done: string; failed: string };

const UNKNOWN_ERROR = msg`Unknown error`;

/** The product spec's indexing tester: three ways to submit, one status alert, the protocol explained. */
export function IndexNowTester({ currentPath }: { currentPath: string }) {
  const { t, i18n } = useLingui();
  const [url, setUrl] = useState('');
  const [token, setToken] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const id = useId();
  const busy = status?.kind === 'processing';

  const run = async (action: Action) => {
    setStatus({ kind: 'processing', message: action.working });
    try {
      const result = await postIndexNow(action.path, action.body, token);
      // The server's own message goes as it is: it is the answer of the IndexNow engines.
      setStatus(
        result.success
          ? { kind: 'success', message: action.done, detail: result.message }
          : { kind: 'error', message: action.failed, detail: result.message },
      );
    } catch (error) {
      const reason = errorText(i18n, error, UNKNOWN_ERROR);
      setStatus({ kind: 'error', message: t`Error: ${reason}` });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>IndexNow Tester</Trans>
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          <Trans>Tell IndexNow search engines that pages of this site changed.</Trans>
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Field id={`${id}-url`} label={<Trans>Page path</Trans>}>
          {(control) => (
            <Input {...control} value={url} placeholder="/btc-to-usd/0.01" onChange={(e) => setUrl(e.target.value)} density="compact" />
          )}
        </Field>
        <OperatorTokenField id={`${id}-token`} value={token} onChange={setToken} />
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={busy || url.trim() === ''}
            onClick={() =>
              run({
                path: '/api/indexnow/submit',
                body: { url: url.trim() },
                working: t`Submitting URL...`,
                done: t`URL submitted successfully!`,
                failed: t`Failed to submit URL.`,
              })
            }
          >
            <Trans>Submit URL</Trans>
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              run({
                path: '/api/indexnow/submit',
                body: { url: currentPath },
                working: t`Submitting current page...`,
                done: t`Current page submitted successfully!`,
                failed: t`Failed to submit current page.`,
              })
            }
          >
            <Trans>Submit Current Page</Trans>
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              run({
                path: '/api/indexnow/submit-btc-fixed-amounts',
                working: t`Submitting all BTC to USD fixed amount pages...`,
                done: t`All BTC amount pages submitted successfully!`,
                failed: t`Failed to submit BTC amount pages.`,
              })
            }
          >
            <Trans>Submit All BTC Fixed Amount Pages</Trans>
          </Button>
        </div>
        {status && <StatusAlert status={status} />}
        <section aria-labelledby={`${id}-help`} className="flex flex-col gap-2 rounded-md bg-muted/60 p-4 text-sm text-muted-foreground">
          <h2 id={`${id}-help`} className="font-semibold text-foreground">
            <Trans>How IndexNow works</Trans>
          </h2>
          <p>
            <Trans>
              IndexNow is an open protocol: the site posts a list of changed URLs together with its key, and the search engine checks the
              key file before it trusts the list. An engine shares what it receives with the others within seconds.
            </Trans>
          </p>
          <p>
            <Trans>Supported: Microsoft Bing, Yandex, Naver and Seznam.cz (and Yep). Google does not take part in IndexNow.</Trans>
          </p>
          <p className="font-medium text-foreground">
            <Trans>To verify the setup:</Trans>
          </p>
          <ol className="ml-5 list-decimal space-y-1">
            <li>
              <Trans>Check the server's start logs for errors about the IndexNow key or SITE_URL.</Trans>
            </li>
            <li>
              <Trans>Use an external IndexNow validator with this site's address and key.</Trans>
            </li>
            <li>
              <Trans>Make sure the key file is reachable at the site root as a plain text file (/&lt;key&gt;.txt).</Trans>
            </li>
            <li>
              <Trans>Wait: engines usually crawl submitted pages within hours to a few days.</Trans>
            </li>
          </ol>
        </section>
      </CardContent>
    </Card>
  );
}
