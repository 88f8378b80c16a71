import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in for https://api.indexnow.org/indexnow on 127.0.0.1: records batches, answers as told. */
export type FakeIndexNow = {
  url: string;
  /** Answer with this status (429 adds retry-after: 30). Default 200. */
  setStatus: (status: number) => void;
  received: { host: string; key: string; keyLocation: string; urlList: string[]; contentType: string | undefined }[];
  close: () => Promise<void>;
};

export async function startFakeIndexNow(): Promise<FakeIndexNow> {
  let status = 200;
  const received: FakeIndexNow['received'] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/indexnow') {
        received.push({ ...JSON.parse(body), contentType: req.headers['content-type'] });
      }
      if (status === 429) res.setHeader('retry-after', '30');
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/indexnow`,
    setStatus: (s) => {
      status = s;
    },
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
