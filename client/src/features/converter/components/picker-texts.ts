import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type PickerSide = 'from' | 'to';

/** Each side's label: the picker's, and its skeleton's while the lists load. */
export const PICKER_LABELS: Record<PickerSide, MessageDescriptor> = { from: msg`From`, to: msg`To` };

/** Each side's names for assistive technology, as whole phrases (no label glued into a sentence). */
export const SIDE_TEXTS: Record<PickerSide, { choose: MessageDescriptor; search: MessageDescriptor; list: MessageDescriptor }> = {
  from: { choose: msg`Choose the from currency`, search: msg`Search from currencies`, list: msg`From currencies` },
  to: { choose: msg`Choose the to currency`, search: msg`Search to currencies`, list: msg`To currencies` },
};
