/**
 * What a SQLite or file-system failure means for the site, from its code (better-sqlite3's
 * `SqliteError.code`, Node's `errno` codes): damage needs a person, a permission needs a fix of
 * the deployment, and a read-only or full disk is a condition the site can serve through.
 */
export type StorageFault = 'corrupt' | 'permission' | 'read-only' | 'full' | 'io' | 'busy' | 'other';

export function storageFault(error: unknown): StorageFault {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT_')) return 'corrupt';
  if (code === 'EACCES' || code === 'EPERM' || code === 'SQLITE_PERM' || code === 'SQLITE_AUTH') return 'permission';
  if (code === 'EROFS' || code.startsWith('SQLITE_READONLY')) return 'read-only';
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL') return 'full';
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN') || code === 'EIO') return 'io';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
  return 'other';
}

/** Whether the failure is the disk's state rather than a defect: the caller may degrade and retry later. */
export function isStorageCondition(error: unknown): boolean {
  const fault = storageFault(error);
  return fault === 'read-only' || fault === 'full' || fault === 'io' || fault === 'busy';
}

/** A short phrase for logs and messages. */
export function describeFault(fault: StorageFault): string {
  switch (fault) {
    case 'corrupt':
      return 'the file is damaged';
    case 'permission':
      return 'permission denied';
    case 'read-only':
      return 'the disk is read-only';
    case 'full':
      return 'the disk is full';
    case 'io':
      return 'the disk cannot be read or written';
    case 'busy':
      return 'the file is locked by another process';
    default:
      return 'an unexpected storage error';
  }
}
