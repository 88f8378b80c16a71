import type { Redis } from 'ioredis';

export type Persistence = { persists: true; how: string } | { persists: false; why: string };

/**
 * Whether Redis keeps its data across a restart (AOF or RDB snapshots), which alerts in a fleet
 * need: without it a Redis restart silently deletes every alert. CONFIG GET answers on a plain
 * Redis; managed services often refuse CONFIG, so INFO persistence is asked then (it shows AOF;
 * RDB's schedule only CONFIG shows).
 */
export async function redisPersistence(redis: Redis): Promise<Persistence> {
  try {
    const aof = (await redis.call('CONFIG', 'GET', 'appendonly')) as string[];
    const save = (await redis.call('CONFIG', 'GET', 'save')) as string[];
    if (aof[1] === 'yes') return { persists: true, how: 'AOF' };
    if (save[1] && save[1].trim() !== '') return { persists: true, how: `RDB (save ${save[1]})` };
    return { persists: false, why: 'Redis has neither AOF (appendonly) nor RDB snapshots (save) turned on' };
  } catch (error) {
    if (!/unknown command|NOPERM|disabled|renamed/i.test((error as Error).message)) throw error;
  }
  const info = String(await redis.info('persistence'));
  if (/^aof_enabled:1\s*$/m.test(info)) return { persists: true, how: 'AOF' };
  return { persists: false, why: 'Redis refuses CONFIG GET and INFO shows no AOF, so whether it persists cannot be told' };
}
