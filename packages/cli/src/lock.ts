// One writer of a log at a time. `play` holds an exclusive lock on its log for the whole
// session, and `new -o` for its write: a second session is refused at once, with the file's
// name, instead of both appending a move for the same ply or one's undo erasing the other's
// move. The lock is proper-lockfile's: a directory `LOG.lock` beside the log (mkdir is atomic,
// on local and network file systems), its time refreshed every STALE_MS / 2 while the session
// runs, removed when the process ends (normally, by Ctrl-C or a signal). A session killed
// outright (SIGKILL, a power cut) cannot remove it: the lock is then stale once its time is
// older than STALE_MS, and the next session takes it over. A session that was only stopped
// (Ctrl-Z) keeps its lock unless another took it over meanwhile; then it is told at its next
// move, and the move is not written.

import * as fs from 'node:fs';
import type * as ProperLockfile from 'proper-lockfile';
import { usageError } from './errors.ts';
import { describe } from './io.ts';

/** How old a lock's time must be before it is taken for a killed session's (proper-lockfile's default). */
export const STALE_MS = 10_000;

const LOST = 'its lock was removed or taken over by another session';

/** A lock held on a log. */
export interface LogLock {
  /**
   * Why the lock is lost (another process took it over, or removed it); undefined while held.
   * Looks at the lock itself, not only at what proper-lockfile last saw: a session stopped
   * past STALE_MS may run a step before proper-lockfile's next refresh finds out.
   */
  lost(): string | undefined;
  /** Removes the lock (nothing when it was lost). */
  release(): void;
}

type Lockfile = typeof ProperLockfile;
let loaded: Lockfile | undefined;

/** proper-lockfile, loaded when a command first locks (it watches the process's signals). */
async function lockfile(): Promise<Lockfile> {
  loaded ??= ((await import('proper-lockfile')) as unknown as { default: Lockfile }).default;
  return loaded;
}

/** The lock's directory for the log at `path`. */
export const lockPath = (path: string): string => `${path}.lock`;

/**
 * Locks the log at `path` (its real path: every link to one log shares its lock); `file` is how
 * messages name it. A lock held by a live session (or a killed one within STALE_MS) is a usage
 * error (exit 2) naming the file and the lock.
 */
export async function lockLog(file: string, path: string): Promise<LogLock> {
  const { lock, unlockSync } = await lockfile();
  let lost: string | undefined;
  try {
    await lock(path, {
      realpath: false,
      stale: STALE_MS,
      // proper-lockfile found the lock taken over or removed at a refresh.
      onCompromised: () => {
        lost = LOST;
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw usageError(
        `${file} is locked: another rulebook session is playing or writing it (lock: ${lockPath(path)}); ` +
          `wait for it to end (a session that was killed leaves a lock that expires ${STALE_MS / 1000} s after it stopped)`,
      );
    }
    throw usageError(`cannot lock ${file}: ${describe(error)}`);
  }
  // The lock directory this session made: a lock taken over is another directory.
  const identity = (): string | undefined => {
    try {
      const stats = fs.statSync(lockPath(path));
      return `${stats.dev}:${stats.ino}:${stats.birthtimeMs}`;
    } catch {
      return undefined;
    }
  };
  const ours = identity();
  const check = (): string | undefined => {
    if (lost === undefined && identity() !== ours) {
      lost = LOST;
      // proper-lockfile would refresh, and on exit remove, a lock that is now another's:
      // it forgets this one, the directory left as it is.
      try {
        unlockSync(path, { realpath: false, fs: { ...fs, rmdirSync: () => undefined } });
      } catch {
        // Already forgotten.
      }
    }
    return lost;
  };
  let released = false;
  return {
    lost: check,
    release: () => {
      if (released || check() !== undefined) return;
      released = true;
      try {
        unlockSync(path, { realpath: false });
      } catch {
        // Already gone: nothing to release.
      }
    },
  };
}
