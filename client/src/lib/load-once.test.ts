import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every caller, and hands the value over synchronously afterwards', async () => {
    const load = vi.fn(async () => 'module');
    const code = loadOnce(load);
    expect(code.current()).toBeUndefined();
    await expect(Promise.all([code.load(), code.load()])).resolves.toEqual(['module', 'module']);
    await code.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(code.current()).toBe('module');
  });

  it('tries again after a load that failed (offline, a chunk gone after a deploy), not before', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('module');
    const code = loadOnce(load);
    const [first, second] = [code.load(), code.load()];
    await expect(first).rejects.toThrow('Failed to fetch');
    await expect(second).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(1);
    expect(code.current()).toBeUndefined();
    await expect(code.load()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
    expect(code.current()).toBe('module');
  });
});
