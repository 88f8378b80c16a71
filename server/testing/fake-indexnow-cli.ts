import { createServer } from 'node:http';

// A fake IndexNow endpoint for the browser tests: accepts every batch with 200.
const port = Number(process.env.FAKE_INDEXNOW_PORT ?? 5314);
createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(req.method === 'POST' ? 200 : 204).end());
}).listen(port, '127.0.0.1', () => console.log(`fake IndexNow on http://127.0.0.1:${port}/indexnow`));
