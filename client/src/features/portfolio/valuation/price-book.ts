import type { HistoricalRangeResponse } from '@shared/schemas/historical-response';
import type { FxPoint } from '@shared/schemas/historical-fx-response';

/** A day's USD price of one unit and who gave it (what the disposals export cites). */
export type DayPrice = { usd: number; source: string; day: string };

/**
 * Past prices by asset and UTC day (decision 025), from the site's own history answers: coins'
 * daily USD prices (/api/historical-range) and fiat currencies' rates (/api/historical-fx), as the
 * calculator reads them. USD is 1 on every day. A day without a price is null: never made up.
 */
export class PriceBook {
  private readonly days = new Map<string, Map<string, DayPrice>>();

  addCoin(answer: Pick<HistoricalRangeResponse, 'currency' | 'points'>): void {
    const byDay = this.daysOf(answer.currency);
    for (const point of answer.points)
      if (point.price > 0) byDay.set(point.date, { usd: point.price, source: point.source, day: point.date });
  }

  addFiat(currency: string, points: readonly FxPoint[]): void {
    const byDay = this.daysOf(currency);
    for (const point of points) byDay.set(point.date, { usd: 1 / point.perUsd, source: point.source, day: point.rateDate });
  }

  /** One unit of `asset` in USD on `day` ("2024-03-01"). */
  usd(asset: string, day: string): DayPrice | null {
    if (asset === 'usd') return { usd: 1, source: 'USD', day };
    return this.days.get(asset)?.get(day) ?? null;
  }

  private daysOf(asset: string): Map<string, DayPrice> {
    let byDay = this.days.get(asset);
    if (!byDay) {
      byDay = new Map();
      this.days.set(asset, byDay);
    }
    return byDay;
  }
}
