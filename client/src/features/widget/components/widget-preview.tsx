import { WIDGET_IFRAME_HEIGHT } from '@shared/widget';
import { useWidgetLoader } from '../hooks/use-widget-loader';
import type { WidgetConfig } from '../utils/widget-config';

/**
 * The real widget, as the script embed puts it on a page. The same element stays mounted: a
 * change of field only changes its attributes, which the loader passes to its frame.
 */
export function WidgetPreview({ config }: { config: WidgetConfig }) {
  useWidgetLoader();
  return (
    // About a frame's height from the start, so the page below does not jump when the widget loads.
    <div className="rounded-md border border-dashed border-input p-3 sm:p-4" style={{ minHeight: WIDGET_IFRAME_HEIGHT }}>
      <crypto-converter
        from={config.from}
        to={config.to}
        amount={config.amount}
        theme={config.theme}
        locale={config.locale}
        compare={config.compare ? '' : undefined}
      />
    </div>
  );
}
