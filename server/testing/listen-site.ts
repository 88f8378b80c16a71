import { writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { builtClientRouter } from '../pages/pages-route';
import type { Site, SiteClient } from '../site';

/** A built-client stand-in: `template` as index.html in `clientDir`, pages rendered into it (head only without `renderApp`). */
export function templateClient(clientDir: string, template: string, extra: Partial<SiteClient> = {}): SiteClient {
  writeFileSync(join(clientDir, 'index.html'), template);
  return { template: async () => template, handlers: (pages) => builtClientRouter(clientDir, pages), ...extra };
}

export type ListeningSite = { baseUrl: string; port: number; site: Site; close: () => Promise<void> };

/** Listens on 127.0.0.1 (ephemeral port); `close` ends connections, then the site (background work, stores). */
export async function listenSite(site: Site): Promise<ListeningSite> {
  const server: Server = await new Promise((resolve) => {
    const s = site.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    site,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await site.close();
    },
  };
}
