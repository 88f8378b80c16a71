import { PORTFOLIO_DB, PORTFOLIO_DB_VERSION, TX_STORE } from './db-names';

/**
 * Whether this browser keeps any portfolio transaction, asked of IndexedDB directly (no library:
 * this runs in the page's first load, before the portfolio's code). A browser that never had a
 * portfolio is not given an empty database by asking: the upgrade that would create it is
 * aborted. Rejects when IndexedDB is unavailable.
 */
export function hasStoredTransactions(): Promise<boolean> {
  return new Promise((resolve, reject) => {
    let fresh = false;
    const request = indexedDB.open(PORTFOLIO_DB, PORTFOLIO_DB_VERSION);
    request.onupgradeneeded = () => {
      fresh = true;
      request.transaction?.abort();
    };
    request.onerror = (event) => {
      if (fresh) {
        // The aborted upgrade: nothing was ever kept here.
        event.preventDefault();
        resolve(false);
      } else reject(request.error);
    };
    request.onsuccess = () => {
      const db = request.result;
      const count = db.transaction(TX_STORE, 'readonly').objectStore(TX_STORE).count();
      count.onsuccess = () => {
        db.close();
        resolve(count.result > 0);
      };
      count.onerror = () => {
        db.close();
        reject(count.error);
      };
    };
  });
}
