import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall, hasCommand, isRoot } from './system-tools';

/**
 * Debian's nginx in front of test instances, running deploy/nginx/crypto-converter.conf itself:
 * only its ports, upstream addresses, certificate and cache/log paths are swapped, so the test
 * exercises the file operators install. Runs as root (workers as nobody) or as any user.
 */

export const NGINX_CONF = fileURLToPath(new URL('../../deploy/nginx/crypto-converter.conf', import.meta.url));
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/**
 * nginx (and openssl for the test certificate) on PATH, or installed with apt-get when we are
 * root, with the brotli filter module when it can be had. Says why not otherwise.
 */
export function ensureNginx(): { ok: true; brotli: boolean } | { ok: false; reason: string } {
  const ready = () => hasCommand('nginx') && hasCommand('openssl');
  if (ready() && existsSync(BROTLI_MODULE)) return { ok: true, brotli: true };
  if (isRoot()) {
    // The brotli module alone may be missing from the package lists: try it, then nginx alone.
    for (const packages of ['nginx openssl libnginx-mod-http-brotli-filter', 'nginx openssl']) {
      if (aptInstall(packages)) break;
    }
  }
  if (ready()) return { ok: true, brotli: existsSync(BROTLI_MODULE) };
  return {
    ok: false,
    reason: isRoot()
      ? 'installing nginx with apt-get failed'
      : 'nginx is missing and we are not root: run `sudo apt-get install -y nginx libnginx-mod-http-brotli-filter`',
  };
}

export type NginxOptions = {
  /** host:port of each instance, in place of the file's upstream servers. */
  upstreams: string[];
  httpPort: number;
  httpsPort: number;
  /** Load the brotli filter module; without it the brotli_* lines are dropped. */
  brotli: boolean;
  /** Per worker, client and upstream connections together (512: enough for the tests). */
  workerConnections?: number;
};

/** Replaces `from` (which must occur exactly `times` times) so a changed file fails loudly. */
function swap(conf: string, from: string | RegExp, to: string, times = 1): string {
  const pattern = typeof from === 'string' ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : new RegExp(from.source, 'gm');
  const found = conf.match(pattern)?.length ?? 0;
  if (found !== times)
    throw new Error(`${NGINX_CONF}: expected ${times} of ${pattern}, found ${found}; update server/testing/nginx-server.ts`);
  return conf.replace(pattern, to);
}

/** The deploy file with the test's ports and paths (everything else as written). */
export function renderSiteConf(options: NginxOptions, dir: string): string {
  let conf = readFileSync(NGINX_CONF, 'utf8');
  conf = swap(conf, /^[ \t]*listen \[::\]:(80|443 ssl http2);\n/, '', 2);
  conf = swap(conf, 'listen 80;', `listen 127.0.0.1:${options.httpPort};`);
  conf = swap(conf, 'listen 443 ssl http2;', `listen 127.0.0.1:${options.httpsPort} ssl http2;`);
  const [first, ...rest] = [...conf.matchAll(/^([ \t]*)server 127\.0\.0\.1:\d+( [^;]*);\n/gm)];
  if (!first || rest.length !== 1) throw new Error(`${NGINX_CONF}: expected two upstream servers; update server/testing/nginx-server.ts`);
  const servers = options.upstreams.map((address) => `${first[1]}server ${address}${first[2]};\n`).join('');
  conf = swap(conf, /^[ \t]*server 127\.0\.0\.1:\d+ [^;]*;\n/, '', 2).replace('    keepalive 32;', `${servers}    keepalive 32;`);
  conf = swap(conf, '/etc/letsencrypt/live/converter.example.com/fullchain.pem', join(dir, 'cert.pem'));
  conf = swap(conf, '/etc/letsencrypt/live/converter.example.com/privkey.pem', join(dir, 'key.pem'));
  conf = swap(conf, '/var/cache/nginx/crypto-converter', join(dir, 'cache'));
  conf = swap(conf, '/var/log/nginx/crypto-converter.access.log', join(dir, 'access.log'));
  if (!options.brotli) conf = swap(conf, /^[ \t]*brotli[^;]*;\n/, '', 4);
  return conf;
}

/** A complete nginx.conf: everything nginx writes stays in `dir`; the site file is included. */
export function renderNginxConf(options: NginxOptions, dir: string): string {
  writeFileSync(join(dir, 'crypto-converter.conf'), renderSiteConf(options, dir));
  return [
    ...(options.brotli ? [`load_module ${BROTLI_MODULE};`] : []),
    // As root, workers drop to nobody (Debian's group is nogroup); otherwise they run as we do.
    ...(isRoot() ? ['user nobody nogroup;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    `events { worker_connections ${options.workerConnections ?? 512}; }`,
    'http {',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${join(dir, `${name}-temp`)};`),
    '  access_log off;',
    `  include ${join(dir, 'crypto-converter.conf')};`,
    '}',
    '',
  ].join('\n');
}

export type NginxProcess = {
  httpsUrl: string;
  httpUrl: string;
  /** The self-signed certificate (for 127.0.0.1), to trust in clients. */
  cert: string;
  dir: string;
  process: ChildProcess;
  /** The access log's lines so far (the site file's `crypto_converter` format). */
  accessLog: () => string[];
  stop: () => Promise<void>;
};

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1', () => done(true));
  });
}

/** nginx with the rendered config, listening on 127.0.0.1; throws with its error log if it cannot start. */
export async function startNginx(options: NginxOptions): Promise<NginxProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-front-'));
  // Workers (nobody, when we are root) must reach the cache and temp folders nginx creates here.
  chmodSync(dir, 0o755);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  writeFileSync(join(dir, 'nginx.conf'), renderNginxConf(options, dir));
  const errorLog = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  let stderr = '';
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const deadline = Date.now() + 10_000;
  while (!(await answers(options.httpsPort)) || !(await answers(options.httpPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start: ${stderr}${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    httpsUrl: `https://127.0.0.1:${options.httpsPort}`,
    httpUrl: `http://127.0.0.1:${options.httpPort}`,
    cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    dir,
    process: child,
    accessLog: () => (existsSync(join(dir, 'access.log')) ? readFileSync(join(dir, 'access.log'), 'utf8').split('\n').filter(Boolean) : []),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // SIGTERM: the master stops its workers and exits at once.
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
