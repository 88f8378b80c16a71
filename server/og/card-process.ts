import { type ChildProcess, spawn } from 'node:child_process';
import type { CardFontFile } from './card-fonts';

/** What the process draws: satori's element tree at a size, with these fonts (`fontKey` names the list). */
export type CardJob = { tree: unknown; width: number; height: number; fontKey: string; fonts: CardFontFile[] };

export type CardProcessOptions = {
  /**
   * The process exits after this long without a card to draw, and all its memory with it; the
   * next card starts another (≈ 0.3 s, what a server's first card always cost). Default 5 s: a
   * burst keeps one process, a quiet server none.
   */
  idleMs?: number;
  /** A card not drawn within this long fails (the site card is answered) and the process is replaced. Default 20 s. */
  timeoutMs?: number;
  /** V8's heap in the process, in MB: each semi-space of the young generation, and the old generation. */
  heap?: { semiSpaceMb: number; oldSpaceMb: number };
};

/**
 * The drawing process's heap. satori allocates tens of MB of short-lived objects per card; in
 * the server's own isolate V8 answered a burst of 2,300 cards by growing its heap to ~300 MB and
 * kept it, with glibc's arenas, long after (+430 MiB RSS). Here a small young generation is
 * collected often, which also frees resvg's native pixmaps (3 MB each, released only once their
 * JS handles are collected), and the old generation holds every locale's parsed fonts (the CJK
 * ones are the largest part).
 */
export const CARD_PROCESS_HEAP = { semiSpaceMb: 2, oldSpaceMb: 192 } as const;

/*
 * The process's program: plain JavaScript read from stdin, so it runs the same under tsx, vitest
 * and the bundled server (one file, no separate entry to build). satori and resvg are resolved
 * from CARD_PROCESS_BASE (this module's URL), as this module would resolve them.
 */
const PROGRAM = `
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
process.title = 'card-renderer';
// Never outlives the server: its channel closes when the server exits, however it exits.
process.on('disconnect', () => process.exit(0));
const require = createRequire(process.env.CARD_PROCESS_BASE);
const satori = require('satori').default;
const { Resvg } = require('@resvg/resvg-js');
const files = new Map();
const lists = new Map();
// One array per font list: satori keeps its parsed fonts per array.
function fontsOf(key, list) {
  let fonts = lists.get(key);
  if (!fonts) {
    fonts = list.map(({ path, ...font }) => {
      if (!files.has(path)) files.set(path, readFileSync(path));
      return { ...font, data: files.get(path) };
    });
    lists.set(key, fonts);
  }
  return fonts;
}
async function draw(job) {
  const svg = await satori(job.tree, { width: job.width, height: job.height, fonts: fontsOf(job.fontKey, job.fonts) });
  // Text is outlines in the SVG, so resvg needs no fonts of its own.
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}
// Node frees a native object (resvg's tree and pixmap) in a setImmediate after GC collected its
// handle: chained as microtasks only, queued cards would never let that run.
const turn = () => new Promise((resolve) => setImmediate(resolve));
// One card at a time: cards drawn side by side would only hold more memory at once.
let queue = Promise.resolve();
process.on('message', (job) => {
  queue = queue.then(() =>
    draw(job)
      .then(
        (png) => process.send({ id: job.id, png }),
        (error) => process.send({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
      )
      .then(turn),
  );
});
`;

type Pending = { resolve: (png: Buffer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
type Reply = { id: number; png?: Uint8Array; error?: string };

/**
 * Draws cards (satori, then resvg) in a child process of its own (docs/decisions/023), started
 * on the first card and ended when idle: a burst of new cards costs memory only while it lasts,
 * all of it goes back to the system afterwards (a worker thread left 40–80 MiB in the server's
 * malloc arenas), a crash in the native rasteriser cannot take the server down, and drawing
 * (≈ 17 ms of CPU a card) never blocks the event loop. A process that fails, runs out of heap
 * or hangs fails the cards it holds, and the next card starts another.
 */
export class CardProcess {
  /** Processes started and ended so far (tests read them). */
  readonly stats = { started: 0, ended: 0 };
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly idleMs: number;
  private readonly timeoutMs: number;
  private readonly heap: { semiSpaceMb: number; oldSpaceMb: number };

  constructor(options: CardProcessOptions = {}) {
    this.idleMs = options.idleMs ?? 5_000;
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.heap = options.heap ?? CARD_PROCESS_HEAP;
  }

  /** The process's id while one runs (tests read its memory). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** The card as PNG, or a rejection when it could not be drawn. */
  draw(job: CardJob): Promise<Buffer> {
    const child = this.running();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(child, new Error(`the card process drew nothing in ${this.timeoutMs} ms`)), this.timeoutMs);
      timer.unref();
      this.pending.set(id, { resolve, reject, timer });
      child.send({ id, ...job }, (error) => error && this.fail(child, error));
    });
  }

  /** Ends the process now (cards in flight fail). */
  close(): void {
    if (this.child) this.fail(this.child, new Error('the card process was closed'));
  }

  private running(): ChildProcess {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.child) {
      // Held open while it has cards to draw; an idle process never keeps the server alive.
      if (this.pending.size === 0) {
        this.child.ref();
        this.child.channel?.ref();
      }
      return this.child;
    }
    const child = spawn(
      process.execPath,
      [`--max-semi-space-size=${this.heap.semiSpaceMb}`, `--max-old-space-size=${this.heap.oldSpaceMb}`, '--input-type=module', '-'],
      {
        stdio: ['pipe', 'ignore', 'inherit', 'ipc'],
        // Typed arrays cross as they are (the PNG), not as JSON.
        serialization: 'advanced',
        // Only what it needs: none of the server's settings or secrets.
        env: { CARD_PROCESS_BASE: import.meta.url },
      },
    );
    this.stats.started += 1;
    this.child = child;
    // A process that dies at once closes its stdin under us: its exit fails the cards, not this.
    child.stdin!.on('error', () => {});
    child.stdin!.end(PROGRAM);
    child.on('message', (reply: Reply) => this.settle(child, reply));
    child.on('error', (error) => this.fail(child, error));
    child.on('exit', (code, signal) => this.fail(child, new Error(`the card process exited (${code ?? signal})`)));
    return child;
  }

  private settle(child: ChildProcess, reply: Reply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    clearTimeout(pending.timer);
    // A copy of its exact length: the array arrives as a view into the whole message read from
    // the channel, which a cached card would otherwise keep alive (while the cache counts the PNG).
    if (reply.png) pending.resolve(Buffer.from(reply.png));
    else pending.reject(new Error(reply.error ?? 'the card process gave no image'));
    if (this.pending.size === 0 && child === this.child) this.idle(child);
  }

  private idle(child: ChildProcess): void {
    child.unref();
    child.channel?.unref();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (child === this.child && this.pending.size === 0) this.end(child);
    }, this.idleMs);
    this.idleTimer.unref();
  }

  /** Fails every card in flight and ends the process; the next card starts another. */
  private fail(child: ChildProcess, error: Error): void {
    if (child !== this.child) return;
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.pending.clear();
    this.end(child);
  }

  private end(child: ChildProcess): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.child = null;
    this.stats.ended += 1;
    // It has no SIGTERM handler and nothing to finish: ended at once, even if hung.
    child.kill();
  }
}
