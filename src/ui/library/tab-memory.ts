/** What a tab remembers across a reload: the library entry it had open, and under which hash. */
export interface TabMemory {
  readonly id: string;
  readonly hash: string;
}

const KEY = 'keyscope.open';

/**
 * The tab's memory in sessionStorage, which lives as long as the tab (a reload keeps it, a new
 * tab starts without it), so each tab reopens its own design after a reload. Reading and
 * writing never throw (storage may be disabled); what is read is checked.
 *
 * @example
 * const memory = tabMemory(sessionStorageOrNull());
 * memory.write({ id: entry.id, hash: location.hash });
 */
export function tabMemory(storage: Storage | null): {
  read(): TabMemory | null;
  write(memory: TabMemory | null): void;
} {
  return {
    read() {
      try {
        const raw: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
        if (typeof raw !== 'object' || raw === null) return null;
        const { id, hash } = raw as Record<string, unknown>;
        return typeof id === 'string' && typeof hash === 'string' ? { id, hash } : null;
      } catch {
        return null;
      }
    },
    write(memory) {
      try {
        if (memory) storage?.setItem(KEY, JSON.stringify(memory));
        else storage?.removeItem(KEY);
      } catch {
        // Storage full or disabled: a reload then shows the start screen, nothing is lost.
      }
    }
  };
}
