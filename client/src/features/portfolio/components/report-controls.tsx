import { Trans, useLingui } from '@lingui/react/macro';
import type { Currency } from '@shared/schemas/currency';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { LOT_METHODS, type LotMethod } from '../engine/types';
import type { PortfolioSettings } from '../state/portfolio-settings';
import { useMethodNames } from './method-names';

type ReportControlsProps = {
  settings: PortfolioSettings;
  fiats: readonly Currency[];
  /** The tax years with anything in them, oldest first. */
  years: readonly string[];
  year: string | null;
  onYear: (year: string) => void;
  onChange: (patch: Partial<PortfolioSettings>) => void;
};

/** The currency, tax year, cost basis method (per year) and wallet pooling of the report. */
export function ReportControls({ settings, fiats, years, year, onYear, onChange }: ReportControlsProps) {
  const { t } = useLingui();
  const methodNames = useMethodNames();
  const method: LotMethod | 'uk' = settings.uk ? 'uk' : ((year ? settings.methods[year] : undefined) ?? settings.defaultMethod);
  const chooseMethod = (value: string) => {
    if (value === 'uk') return onChange({ uk: true });
    const chosen = value as LotMethod;
    // Leaving the UK rules starts every year afresh on the chosen method; otherwise a year keeps
    // its own, and without a year yet the choice becomes every year's default.
    if (settings.uk) onChange({ uk: false, defaultMethod: chosen, methods: {} });
    else if (year) onChange({ methods: { ...settings.methods, [year]: chosen } });
    else onChange({ defaultMethod: chosen });
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="portfolio-controls">
      <Field id="portfolio-currency" label={t`Currency`}>
        {(control) => (
          <Select {...control} value={settings.reporting} onChange={(e) => onChange({ reporting: e.target.value })}>
            {fiats.map((fiat) => (
              <option key={fiat.id} value={fiat.id}>
                {fiat.symbol.toUpperCase()} · {fiat.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="portfolio-year" label={t`Tax year`} hint={settings.uk ? t`6 April to 5 April` : t`Calendar year (UTC)`}>
        {(control) => (
          <Select {...control} value={year ?? ''} disabled={years.length === 0} onChange={(e) => onYear(e.target.value)}>
            {years.length === 0 && <option value="">{t`No disposals yet`}</option>}
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id="portfolio-method"
        label={t`Cost basis method`}
        hint={settings.uk ? t`The UK rules apply to every year.` : t`Each tax year keeps its own method.`}
      >
        {(control) => (
          <Select {...control} value={method} onChange={(e) => chooseMethod(e.target.value)}>
            {LOT_METHODS.map((m) => (
              <option key={m} value={m}>
                {methodNames[m]}
              </option>
            ))}
            <option value="uk">{methodNames.uk}</option>
          </Select>
        )}
      </Field>
      <div className="flex flex-col justify-end gap-1.5 pb-1">
        <Checkbox
          checked={settings.perWallet && !settings.uk}
          disabled={settings.uk}
          onChange={(e) => onChange({ perWallet: e.target.checked })}
        >
          <Trans>Keep lots per wallet</Trans>
        </Checkbox>
        <p className="text-xs text-muted-foreground">
          {settings.uk ? <Trans>The UK rules pool every wallet.</Trans> : <Trans>Otherwise every wallet shares one pool per coin.</Trans>}
        </p>
      </div>
    </div>
  );
}
