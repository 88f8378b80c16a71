import type { RateLimitInfo } from '../api/openapi-query';
import { DocSection, LINK_CLASS } from './doc-section';
import { Code as C } from './inline-code';
import { sectionTitle } from './intro-section';

function windowText(seconds: number): string {
  if (seconds === 60) return 'per minute';
  if (seconds === 3600) return 'per hour';
  return `every ${seconds.toLocaleString('en-US')} seconds`;
}

function limitSentence(limit: RateLimitInfo | undefined): string {
  if (!limit) return 'Each address may make a limited number of requests in a time window. ';
  return `Each address may make ${limit.requests.toLocaleString('en-US')} requests ${windowText(limit.windowSeconds)}. `;
}

/** What a client may do, how it learns what is left, and how to avoid asking twice. */
export function LimitsSection({ limit }: { limit: RateLimitInfo | undefined }) {
  const policy = limit ? `${limit.requests};w=${limit.windowSeconds}` : null;
  return (
    <DocSection id="limits-and-caching" title={sectionTitle('limits-and-caching')}>
      <ul className="ml-5 list-disc space-y-3 text-muted-foreground marker:text-primary">
        <li>
          <strong className="font-medium text-foreground">No key.</strong> There is nothing to sign up for and nothing to send: every
          endpoint answers plain <C>GET</C> requests.
        </li>
        <li>
          <strong className="font-medium text-foreground">Limits per address.</strong> {limitSentence(limit)}
          Requests this site’s own pages make from the same address count too. Every answer says where you stand: <C>RateLimit-Policy</C>{' '}
          gives the limit
          {policy && (
            <>
              {' '}
              (<C>{policy}</C>)
            </>
          )}{' '}
          and <C>RateLimit</C> what is left (<C>limit=…, remaining=…, reset=…</C>). Past the limit the answer is <C>429</C> (
          <a href="#problem-rate-limited" className={LINK_CLASS}>
            rate-limited
          </a>
          ) with <C>Retry-After</C>: the seconds to wait.
        </li>
        <li>
          <strong className="font-medium text-foreground">Caching.</strong> <C>Cache-Control</C> says how long an answer stays right: a live
          rate until its prices are a minute old, lists and history longer. Keep answers that long rather than asking again. Each answer has
          an <C>ETag</C>; send it back in <C>If-None-Match</C> and an unchanged answer comes back as <C>304 Not Modified</C>, without a
          body. Errors are never cached (<C>no-store</C>).
        </li>
        <li>
          <strong className="font-medium text-foreground">Browsers welcome.</strong> <C>GET</C> answers carry{' '}
          <C>Access-Control-Allow-Origin: *</C>, so a web page on any site may call the API directly, without a proxy; the rate-limit
          headers and the <C>ETag</C> are readable from scripts.
        </li>
      </ul>
    </DocSection>
  );
}
