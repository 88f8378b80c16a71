import { MAX_QUOTE_AMOUNT } from '@shared/amount-limits';
import { Skeleton } from '@/components/ui/skeleton';

/** Whether an amount can be quoted at all (the API's bounds). */
export const quotable = (amount: number) => Number.isFinite(amount) && amount > 0 && amount <= MAX_QUOTE_AMOUNT;

/**
 * The exchange line's place, one text line tall, while its code or its first answer loads: the
 * same element either way, so a page rendered before the code arrived hydrates unchanged.
 */
export function ExchangeQuoteSkeleton() {
  return <Skeleton className="h-4 w-3/4" data-testid="exchange-quote-loading" />;
}
