import { createServer } from 'node:http';

// A fake IndexNow endpoint for the browser tests: accepts every batch with 200 and lists what
// it received at GET /__received, so a test can see what the site sent.
const port = Number(process.env.FAKE_INDEXNOW_PORT ?? 5314);
const received: unknown[] = [];
createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    if (req.method === 'GET' && req.url === '/__received') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
    if (req.method === 'POST') {
      try {
        received.push(JSON.parse(body));
      } catch {
        received.push({ unparsable: body });
      }
    }
    res.writeHead(req.method === 'POST' ? 200 : 204).end();
  });
}).listen(port, '127.0.0.1', () => console.log(`fake IndexNow on http://127.0.0.1:${port}/indexnow`));
