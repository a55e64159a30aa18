// What the browser keeps of an online game, per game id: the log lines received (index: their
// sequence number), so that a reload or a reconnection asks the server only for the lines after
// the last one held; and the links of a game this browser created (the invitation to pass on),
// kept for the session of the tab. Storage refused (private modes): nothing is kept, play goes on.

const linesKey = (id: string) => `rulebook:online:${id}`;
const linksKey = (id: string) => `rulebook:online-links:${id}`;

function read(store: () => Storage, key: string): unknown {
  try {
    const text = store().getItem(key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function write(store: () => Storage, key: string, value: unknown): void {
  try {
    store().setItem(key, JSON.stringify(value));
  } catch {
    // Full or refused: the lines come again from the server.
  }
}

/** The lines held for game `id` (empty when none, or when what is kept is not a list of strings). */
export function heldLines(id: string): string[] {
  const v = read(() => localStorage, linesKey(id));
  return Array.isArray(v) && v.every((l) => typeof l === 'string') ? v : [];
}

export const holdLines = (id: string, lines: readonly string[]): void => write(() => localStorage, linesKey(id), lines);

/** The links a new game returned to its creator: the invitation and the spectators' link. */
export interface KeptLinks {
  readonly invite?: string;
  readonly watch: string;
}

export function keptLinks(id: string): KeptLinks | undefined {
  const v = read(() => sessionStorage, linksKey(id)) as Partial<KeptLinks> | undefined;
  return v && typeof v.watch === 'string' ? { watch: v.watch, ...(typeof v.invite === 'string' ? { invite: v.invite } : {}) } : undefined;
}

export const keepLinks = (id: string, links: KeptLinks): void => write(() => sessionStorage, linksKey(id), links);
