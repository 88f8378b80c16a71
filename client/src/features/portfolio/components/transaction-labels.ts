import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IncomeKind, TxType } from '../engine/types';

/** Each transaction type as one word, for the form's choices and the list's rows. */
export const TYPE_LABELS: Record<TxType, MessageDescriptor> = {
  buy: msg({ comment: 'A portfolio transaction type', message: 'Buy' }),
  sell: msg({ comment: 'A portfolio transaction type', message: 'Sell' }),
  convert: msg({ comment: 'A portfolio transaction type: one coin for another', message: 'Convert' }),
  transfer: msg({ comment: 'A portfolio transaction type: between two of your own wallets', message: 'Transfer' }),
  income: msg({ comment: 'A portfolio transaction type: staking, airdrops, interest', message: 'Income' }),
};

export const INCOME_KIND_LABELS: Record<IncomeKind, MessageDescriptor> = {
  staking: msg`Staking`,
  airdrop: msg`Airdrop`,
  interest: msg`Interest`,
  other: msg({ comment: 'A kind of crypto income other than staking, airdrop or interest', message: 'Other' }),
};
