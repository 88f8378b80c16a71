// The framed widget's side of the host protocol (decision 019): it answers the host (ready, its
// height, new options) from the first load, before the converter's own code (embedded.ts) is there.
export { useWidgetFrame, useWidgetTheme } from './hooks/use-widget-frame';
