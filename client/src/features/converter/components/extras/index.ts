// Loaded on demand (a past date, extra currencies): none of this is in the first load.
export { ExtraTargets, type ExtraTargetsProps } from './extra-targets';
export { HistoricalResult, type HistoricalResultProps } from './historical-result';
export { ShareLinkButton } from './share-link-button';
export { DateField, type DateFieldProps } from './date-field';
