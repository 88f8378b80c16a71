import { widgetAmount } from '@shared/widget';
import { useCallback, useState } from 'react';
import { CONFIG_DEFAULTS, type WidgetConfig } from '../utils/widget-config';

export type WidgetConfigState = {
  /** What the preview and the embed code show; its amount is the last valid one typed. */
  config: WidgetConfig;
  /** The amount field's text, valid or not. */
  amountText: string;
  amountValid: boolean;
  set: <K extends Exclude<keyof WidgetConfig, 'amount'>>(key: K, value: WidgetConfig[K]) => void;
  typeAmount: (text: string) => void;
};

/** The configurator's fields: btc → usd, 1, auto theme and language until changed. */
export function useWidgetConfig(): WidgetConfigState {
  const [config, setConfig] = useState<WidgetConfig>(CONFIG_DEFAULTS);
  const [amountText, setAmountText] = useState(CONFIG_DEFAULTS.amount);
  const set = useCallback<WidgetConfigState['set']>((key, value) => setConfig((current) => ({ ...current, [key]: value })), []);
  const typeAmount = useCallback((text: string) => {
    setAmountText(text);
    const amount = widgetAmount(text);
    if (amount !== null) setConfig((current) => ({ ...current, amount }));
  }, []);
  return { config, amountText, amountValid: widgetAmount(amountText) !== null, set, typeAmount };
}
