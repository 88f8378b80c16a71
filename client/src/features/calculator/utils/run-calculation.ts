import { fetchCurrentPrice, fetchHistoricalPrice } from '../api/prices';
import { calculateProfit, type ProfitResult } from './calculate';

export type CalculationRequest = {
  coin: { id: string; name: string; symbol: string };
  amount: number;
  buyDate: string;
  sellDate: string;
  feePercent: number;
  today: string;
};

/** Spec §3 calculation result, plus fees and where the prices came from. */
export type CalculationResult = ProfitResult & {
  initialPrice: number;
  finalPrice: number;
  initialDate: string;
  finalDate: string;
  currency: string;
  coinName: string;
  coinSymbol: string;
  feePercent: number;
  /** The sell price is the live price (sell date = today). */
  finalIsCurrent: boolean;
};

/** Prices on both dates (the current price for today), then the arithmetic. */
export async function runCalculation(request: CalculationRequest): Promise<CalculationResult> {
  const { coin, amount, buyDate, sellDate, feePercent, today } = request;
  const finalIsCurrent = sellDate >= today;
  const [buy, sell] = await Promise.all([
    fetchHistoricalPrice(coin.id, buyDate),
    finalIsCurrent ? fetchCurrentPrice(coin.id) : fetchHistoricalPrice(coin.id, sellDate),
  ]);
  if (!(buy.price > 0)) {
    throw new Error(`The price of ${coin.name} on ${buyDate} was zero, so no return can be computed. Choose a later purchase date.`);
  }
  return {
    ...calculateProfit({ amount, buyPrice: buy.price, sellPrice: sell.price, feePercent }),
    initialPrice: buy.price,
    finalPrice: sell.price,
    initialDate: buyDate,
    finalDate: finalIsCurrent ? today : sellDate,
    currency: 'USD',
    coinName: coin.name,
    coinSymbol: coin.symbol,
    feePercent,
    finalIsCurrent,
  };
}
