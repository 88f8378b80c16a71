import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { WidgetTheme } from '@shared/widget';

/**
 * The loader's custom element (shared/widget.ts WIDGET_ELEMENT) in JSX. React 19 sets these as
 * attributes, since the element has no properties of these names.
 */
type CryptoConverterAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  from?: string;
  to?: string;
  amount?: string;
  theme?: WidgetTheme;
  /** "auto" or one of the site's locales. */
  locale?: string;
  /** A boolean attribute: present ("") shows the exchange comparison line under the result. */
  compare?: string;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'crypto-converter': CryptoConverterAttributes;
    }
  }
}
