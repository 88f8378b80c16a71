import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { postIndexNow } from '../api/indexnow';
import { OperatorTokenField } from './operator-token-field';
import { type OperatorStatus, StatusAlert } from './status-alert';

type Status = OperatorStatus | null;

type Action = { path: string; body?: unknown; working: string; done: string; failed: string };

/** Spec §2/§8 indexing tester: three ways to submit, one status alert, the protocol explained. */
export function IndexNowTester({ currentPath }: { currentPath: string }) {
  const [url, setUrl] = useState('');
  const [token, setToken] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const id = useId();
  const busy = status?.kind === 'processing';

  const run = async (action: Action) => {
    setStatus({ kind: 'processing', message: action.working });
    try {
      const result = await postIndexNow(action.path, action.body, token);
      setStatus(
        result.success
          ? { kind: 'success', message: action.done, detail: result.message }
          : { kind: 'error', message: action.failed, detail: result.message },
      );
    } catch (error) {
      setStatus({ kind: 'error', message: `Error: ${error instanceof Error && error.message ? error.message : 'Unknown error'}` });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>IndexNow Tester</CardTitle>
        <p className="text-sm text-muted-foreground">Tell IndexNow search engines that pages of this site changed.</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-url`} className="text-sm font-medium">
            Page path
          </label>
          <Input id={`${id}-url`} value={url} placeholder="/btc-to-usd/0.01" onChange={(e) => setUrl(e.target.value)} density="compact" />
        </div>
        <OperatorTokenField id={`${id}-token`} value={token} onChange={setToken} />
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={busy || url.trim() === ''}
            onClick={() =>
              run({ path: '/api/indexnow/submit', body: { url: url.trim() }, working: 'Submitting URL...', done: 'URL submitted successfully!', failed: 'Failed to submit URL.' })
            }
          >
            Submit URL
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              run({
                path: '/api/indexnow/submit',
                body: { url: currentPath },
                working: 'Submitting current page...',
                done: 'Current page submitted successfully!',
                failed: 'Failed to submit current page.',
              })
            }
          >
            Submit Current Page
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              run({
                path: '/api/indexnow/submit-btc-fixed-amounts',
                working: 'Submitting all BTC to USD fixed amount pages...',
                done: 'All BTC amount pages submitted successfully!',
                failed: 'Failed to submit BTC amount pages.',
              })
            }
          >
            Submit All BTC Fixed Amount Pages
          </Button>
        </div>
        {status && <StatusAlert status={status} />}
        <section aria-labelledby={`${id}-help`} className="flex flex-col gap-2 rounded-md bg-muted/60 p-4 text-sm text-muted-foreground">
          <h2 id={`${id}-help`} className="font-semibold text-foreground">
            How IndexNow works
          </h2>
          <p>
            IndexNow is an open protocol: the site posts a list of changed URLs together with its key, and the search engine checks
            the key file before it trusts the list. An engine shares what it receives with the others within seconds.
          </p>
          <p>Supported: Microsoft Bing, Yandex, Naver and Seznam.cz (and Yep). Google does not take part in IndexNow.</p>
          <p className="font-medium text-foreground">To verify the setup:</p>
          <ol className="ml-5 list-decimal space-y-1">
            <li>Check the server's start logs for errors about the IndexNow key or SITE_URL.</li>
            <li>Use an external IndexNow validator with this site's address and key.</li>
            <li>Make sure the key file is reachable at the site root as a plain text file (/&lt;key&gt;.txt).</li>
            <li>Wait: engines usually crawl submitted pages within hours to a few days.</li>
          </ol>
        </section>
      </CardContent>
    </Card>
  );
}
