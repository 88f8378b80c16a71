import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Spec §8: the error panel; a message containing "rate limited" gets the rate-limit text. */
export function RateError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const rateLimited = message.toLowerCase().includes('rate limited');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4">
      <div className="flex items-center gap-2 font-semibold text-destructive">
        <AlertTriangle aria-hidden="true" className="size-5" />
        {rateLimited ? 'API Rate Limit Reached' : 'Error Fetching Rates'}
      </div>
      <p className="text-sm">
        {rateLimited
          ? "Our API provider is temporarily limiting requests. We're using approximated values while waiting."
          : message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try Again Later
      </Button>
    </div>
  );
}
