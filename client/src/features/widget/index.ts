export { WidgetConfigurator } from './components/widget-configurator';
export { useSiteOrigin } from './hooks/use-site-origin';

/** The configurator with the page's origin: what /widget loads after the first interaction. */
export { WidgetConfiguratorForPage } from './components/widget-configurator-for-page';
