import { API_PROBLEMS_PATH } from '@shared/api-problems';
import { LoaderCircle, Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api-client';
import { LINK_CLASS } from './doc-section';
import { Code } from './inline-code';

/** Beyond this the body is cut (a full coin list is megabytes); the URL gives all of it. */
const MAX_SHOWN_CHARS = 20_000;

/** HTTP/2 answers carry no reason phrase; these are the ones the API sends. */
const REASONS: Record<number, string> = {
  200: 'OK',
  304: 'Not Modified',
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

type Answer = { status: string; contentType: string; body: string; cut: number; problemSlug: string | undefined };
type TryState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'answered'; answer: Answer } | { kind: 'failed'; message: string };

/** The body as indented JSON when it is JSON, else as sent; and a problem's slug, if it is one. */
export function readBody(text: string): { body: string; problemSlug: string | undefined } {
  try {
    const value: unknown = JSON.parse(text);
    const type = (value as { type?: unknown } | null)?.type;
    const prefix = `${API_PROBLEMS_PATH}/`;
    const problemSlug = typeof type === 'string' && type.startsWith(prefix) ? type.slice(prefix.length) : undefined;
    return { body: JSON.stringify(value, null, 2), problemSlug };
  } catch {
    return { body: text, problemSlug: undefined };
  }
}

async function send(url: string): Promise<Answer> {
  // The bare request: this shows any answer exactly as it came, errors included.
  const res = await apiFetch(url);
  const { body, problemSlug } = readBody(await res.text());
  const reason = res.statusText || REASONS[res.status] || '';
  return {
    status: `${res.status} ${reason}`.trim(),
    contentType: res.headers.get('content-type')?.split(';')[0] ?? '',
    body: body.length > MAX_SHOWN_CHARS ? body.slice(0, MAX_SHOWN_CHARS) : body,
    cut: Math.max(0, body.length - MAX_SHOWN_CHARS),
    problemSlug,
  };
}

/**
 * Sends the example request from the browser (same origin, the path alone) and shows what came
 * back: the status line, then the JSON or the problem. Only on a press: nothing runs on the server.
 */
export function TryIt({ method, url }: { method: string; url: string }) {
  const [state, setState] = useState<TryState>({ kind: 'idle' });
  const request = `${method.toUpperCase()} ${url.split('?')[0]}`;

  const run = async () => {
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'answered', answer: await send(url) });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" aria-busy={state.kind === 'busy'} onClick={() => void run()}>
          {state.kind === 'busy' ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Play aria-hidden="true" />}
          Try <span className="sr-only">{request}</span>
        </Button>
        <p aria-live="polite" className="text-sm tabular-nums text-muted-foreground">
          {state.kind === 'busy' && 'Sending the request…'}
          {state.kind === 'answered' && (
            <>
              <span className="font-medium text-foreground">HTTP {state.answer.status}</span>
              {state.answer.contentType && <> · {state.answer.contentType}</>}
            </>
          )}
        </p>
      </div>
      {state.kind === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          The request did not reach the server ({state.message}). Check your connection, then try again.
        </p>
      )}
      {state.kind === 'answered' && (
        <>
          <pre
            tabIndex={0}
            aria-label={`Answer to ${request}`}
            className="max-h-96 overflow-auto rounded-md border bg-muted p-4 text-xs leading-relaxed text-foreground"
          >
            <code>{state.answer.body || '(no body)'}</code>
          </pre>
          {state.answer.cut > 0 && (
            <p className="text-sm text-muted-foreground">
              {state.answer.cut.toLocaleString('en-US')} more characters not shown: open{' '}
              <a href={url} className={LINK_CLASS}>
                the URL
              </a>{' '}
              to see all of it.
            </p>
          )}
          {state.answer.problemSlug && (
            <p className="text-sm">
              <a href={`#problem-${state.answer.problemSlug}`} className={LINK_CLASS}>
                What <Code>{state.answer.problemSlug}</Code> means
              </a>
            </p>
          )}
        </>
      )}
    </div>
  );
}
