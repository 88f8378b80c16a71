import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, cardElement } from './card-layout';
import { cardFontFiles, cardFontKey } from './card-fonts';
import { SITE_CARD } from './card-model';
import { CardProcess } from './card-process';

const job = {
  tree: cardElement(SITE_CARD),
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
  fontKey: cardFontKey('en'),
  fonts: cardFontFiles('en'),
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const until = async (ok: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !ok() && Date.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 50));
  return ok();
};

describe('the card drawing process', () => {
  const drawers: CardProcess[] = [];
  const drawer = (options: ConstructorParameters<typeof CardProcess>[0]) => {
    const made = new CardProcess(options);
    drawers.push(made);
    return made;
  };
  afterEach(() => {
    for (const made of drawers.splice(0)) made.close();
  });

  it('draws cards in one process, which ends when idle (its memory with it); the next card starts another', async () => {
    const cards = drawer({ idleMs: 300 });
    const [a, b] = await Promise.all([cards.draw(job), cards.draw(job)]);
    expect(PNG.sync.read(a)).toMatchObject({ width: 1200, height: 630 });
    expect(b.equals(a)).toBe(true);
    const first = cards.pid!;
    expect(cards.stats).toEqual({ started: 1, ended: 0 });
    expect(await until(() => !alive(first), 5_000)).toBe(true);
    expect(cards.pid).toBeUndefined();
    expect((await cards.draw(job)).equals(a)).toBe(true);
    expect(cards.pid).not.toBe(first);
    expect(cards.stats.started).toBe(2);
  });

  it('fails the cards of a process that dies, and draws the next in a new one', async () => {
    const cards = drawer({});
    await cards.draw(job);
    const pid = cards.pid!;
    const inFlight = cards.draw(job);
    process.kill(pid, 'SIGKILL');
    await expect(inFlight).rejects.toThrow(/exited/);
    expect(PNG.sync.read(await cards.draw(job)).width).toBe(1200);
    expect(cards.pid).not.toBe(pid);
  });

  it('fails a card not drawn in time and replaces the process', async () => {
    const cards = drawer({ timeoutMs: 1 });
    const drawing = cards.draw(job);
    const pid = cards.pid!;
    await expect(drawing).rejects.toThrow(/drew nothing in 1 ms/);
    expect(cards.pid).toBeUndefined();
    expect(await until(() => !alive(pid), 5_000)).toBe(true);
  });
});
