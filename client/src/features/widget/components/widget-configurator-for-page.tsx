import { useSiteOrigin } from '../hooks/use-site-origin';
import { WidgetConfigurator } from './widget-configurator';

/** The configurator for this site: snippets written with the page's own origin. */
export function WidgetConfiguratorForPage() {
  return <WidgetConfigurator siteOrigin={useSiteOrigin()} />;
}
