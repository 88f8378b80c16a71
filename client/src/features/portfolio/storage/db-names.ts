/** Where the portfolio lives in this browser: named once for the store and the light check before it loads. */
export const PORTFOLIO_DB = 'cryptocalc-portfolio';
export const PORTFOLIO_DB_VERSION = 1;
export const TX_STORE = 'transactions';
