/** The site's name: the header, the footer and the widget's attribution write it so. */
export const SITE_NAME = 'CryptoCalc';
