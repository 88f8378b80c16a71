// The baseline for bench:api: a bare Express 5 JSON route, nothing else.
import express from 'express';

const app = express();
app.get('/bare', (_req, res) => {
  res.json({ from: 'bitcoin', to: 'usd', rate: 100000 });
});
app.listen(Number(process.env.PORT), '127.0.0.1');
