// Writing logs so that a crash never leaves half of one behind, and writing where the user
// pointed. A whole file (`new -o`, a new game of `play`, a start line `play` rewrites) is
// written to a temporary file beside it, flushed to the disk and renamed over the old one: a
// reader, or the next session, sees the old file or the new one, never a mix. A decision of
// `play` is appended as one whole line with its line break and flushed before the game goes
// on; its undo, and `play --repair` of a log whose last line was cut short (a crash of another
// writer, a full disk, a copy stopped midway), cut the log back to the start of a line and
// flush it (`truncateFile`), never rewriting the lines kept.
//
// The path the user named is followed, never replaced (`writeTarget`): a symbolic link is
// written through to its target and stays a link (a dangling one creates its target when the
// target's directory exists); a character device or a FIFO (`/dev/null`, `mkfifo`) is written
// directly, with no temporary file and no rename; `-`, `/dev/stdout`, `/dev/stderr` and
// `/dev/fd/N` are the process's own streams. A directory, a block device, a socket, a link loop
// or a link into a directory that does not exist is refused with the reason.

import {
  closeSync,
  constants,
  fchmodSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  lstatSync,
  openSync,
  readSync,
  readlinkSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { usageError } from './errors.ts';
import { describe } from './io.ts';
import { lockLog } from './lock.ts';

/** Test hooks: what a crash at each step would leave behind. */
export interface WriteHooks {
  /** Called when the temporary file is written and flushed, before it replaces the file. */
  readonly beforeRename?: () => void;
}

let temporaries = 0;

/** Writes every byte (a single write may take fewer). */
function writeAll(fd: number, data: Buffer): void {
  let offset = 0;
  while (offset < data.length) offset += writeSync(fd, data, offset, data.length - offset);
}

/** Flushes a directory's entries (the rename) to the disk, where the system allows it. */
function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some systems cannot open or flush a directory; the rename is still atomic there.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The temporary file a write of `file` goes through: hidden, beside it, unique to the process. */
export function temporaryName(file: string): string {
  temporaries += 1;
  return join(dirname(file), `.${basename(file)}.tmp-${process.pid}-${temporaries}`);
}

/** Which file a path held after a write, and its size: `play` sees by it whether another wrote. */
export interface Written {
  readonly ino: number;
  readonly size: number;
}

/**
 * Replaces `file` by `text`, atomically: temporary file, fsync, rename, fsync of the
 * directory. The file keeps its permissions. On failure the old file is untouched and the
 * temporary file removed; the error is thrown. `file` must be the regular file itself, its
 * links followed (`writeTarget`): a link or a device there would be replaced.
 */
export function writeWholeFile(file: string, text: string, hooks: WriteHooks = {}): Written {
  return replaceFile(file, (fd) => writeAll(fd, Buffer.from(text, 'utf8')), hooks);
}

/**
 * Replaces `file`'s bytes before `from` by `head` (`play` writing a seed into a log's start
 * line), atomically as `writeWholeFile` does: the rest is copied a chunk at a time, so a log of
 * any length is rewritten in the memory of one chunk.
 */
export function replaceHead(file: string, head: string, from: number, hooks: WriteHooks = {}): Written {
  return replaceFile(
    file,
    (fd) => {
      writeAll(fd, Buffer.from(head, 'utf8'));
      const source = openSync(file, 'r');
      try {
        const chunk = Buffer.alloc(1 << 16);
        for (let at = from; ; ) {
          const read = readSync(source, chunk, 0, chunk.length, at);
          if (read === 0) break;
          writeAll(fd, chunk.subarray(0, read));
          at += read;
        }
      } finally {
        closeSync(source);
      }
    },
    hooks,
  );
}

/** `file` replaced by what `write` writes into the temporary file: fsync, rename, fsync of the directory. */
function replaceFile(file: string, write: (fd: number) => void, hooks: WriteHooks): Written {
  const temporary = temporaryName(file);
  let mode: number | undefined;
  try {
    mode = statSync(file).mode & 0o7777;
  } catch {
    mode = undefined;
  }
  let fd: number | undefined;
  let written: Written;
  try {
    fd = openSync(temporary, 'wx', 0o666);
    if (mode !== undefined) fchmodSync(fd, mode);
    write(fd);
    fsyncSync(fd);
    const stats = fstatSync(fd);
    written = { ino: stats.ino, size: stats.size };
    closeSync(fd);
    fd = undefined;
    hooks.beforeRename?.();
    renameSync(temporary, file);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    try {
      unlinkSync(temporary);
    } catch {
      // Already gone.
    }
    throw error;
  }
  syncDirectory(dirname(file));
  return written;
}

/** Appends whole lines, each with its line break, in one write, flushed to the disk before it returns. */
export function appendLines(file: string, lines: readonly string[]): Written {
  return appendText(file, lines.map((line) => `${line}\n`).join(''));
}

/** Appends `text` in one write, flushed to the disk before it returns (`play`: a line break its log's last line lacks). */
export function appendText(file: string, text: string): Written {
  const fd = openSync(file, 'a');
  try {
    writeAll(fd, Buffer.from(text, 'utf8'));
    fsyncSync(fd);
    const stats = fstatSync(fd);
    return { ino: stats.ino, size: stats.size };
  } finally {
    closeSync(fd);
  }
}

/**
 * Cuts `file` back to its first `size` bytes, flushed to the disk before it returns: `play`'s
 * undo (back to where the undone event's line starts) and `--repair` (back to the last whole
 * line). What is cut is whole lines at the end, so a crash leaves the log before the cut or
 * after it, both whole; the rest of the file is never rewritten, whatever its length.
 */
export function truncateFile(file: string, size: number): Written {
  const fd = openSync(file, 'r+');
  try {
    ftruncateSync(fd, size);
    fsyncSync(fd);
    const stats = fstatSync(fd);
    return { ino: stats.ino, size: stats.size };
  } finally {
    closeSync(fd);
  }
}

/** The words for a log's last line cut short, in `replay` and `play`. */
export const CUT_SHORT = 'the last line is cut short: no line break at its end and not valid JSON (was the log being written when it stopped?)';

/** Where a write of a path goes, once its symbolic links are followed. */
export type Target =
  /** A regular file, or none yet: written whole through a temporary file beside `path`. */
  | { readonly kind: 'file'; readonly path: string; readonly exists: boolean }
  /** A character device or a FIFO: opened and written directly. */
  | { readonly kind: 'stream'; readonly path: string; readonly what: string }
  /** One of the process's own open files: 1 for `-` and /dev/stdout, 2 for /dev/stderr. */
  | { readonly kind: 'fd'; readonly fd: number };

/** A path the write refuses; its message is the reason (the caller names the path). */
export class Refused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Refused';
  }
}

/** Links followed before a path is taken for a loop (Linux's own limit). */
const MOST_LINKS = 40;

/** The open file a path names directly: `-`, /dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N. */
function fdOf(path: string): number | undefined {
  if (path === '-' || path === '/dev/stdout') return 1;
  if (path === '/dev/stderr') return 2;
  const match = /^(?:\/dev\/fd|\/proc\/self\/fd|\/proc\/(\d+)\/fd)\/(\d+)$/.exec(path);
  if (match === null || (match[1] !== undefined && Number(match[1]) !== process.pid)) return undefined;
  return Number(match[2]);
}

/** The kind of a file that is not written: for the message. */
function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

/**
 * Where writing `file` goes: its symbolic links followed to the end (each hop's directory
 * resolved as the system does). Throws `Refused` for what is not written: a directory, a block
 * device, a socket, a link loop, a dangling link whose target's directory does not exist, a
 * file in a directory that does not exist.
 */
export function writeTarget(file: string): Target {
  const named = fdOf(file);
  if (named !== undefined) return { kind: 'fd', fd: named };
  let path = resolve(file);
  for (let hops = 0; ; hops += 1) {
    const fd = fdOf(path);
    if (fd !== undefined) return { kind: 'fd', fd };
    let directory: string;
    try {
      directory = realpathSync(dirname(path));
    } catch {
      throw new Refused(hops === 0 ? `no such directory: ${dirname(path)}` : `a symbolic link to ${path}, whose directory does not exist`);
    }
    if (!statSync(directory).isDirectory()) throw new Refused(`${dirname(path)} is not a directory`);
    path = join(directory, basename(path));
    let stats: Stats;
    try {
      stats = lstatSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'file', path, exists: false };
      throw error;
    }
    if (stats.isSymbolicLink()) {
      if (hops >= MOST_LINKS) throw new Refused(`too many symbolic links (a loop?)`);
      path = resolve(dirname(path), readlinkSync(path));
      continue;
    }
    if (stats.isFile()) return { kind: 'file', path, exists: true };
    if (stats.isCharacterDevice()) return { kind: 'stream', path, what: 'a character device' };
    if (stats.isFIFO()) return { kind: 'stream', path, what: 'a FIFO' };
    const what = kindOf(stats);
    throw new Refused(hops === 0 ? `it is ${what}` : `a symbolic link to ${path}, which is ${what}`);
  }
}

/**
 * Writes `text` where `target` points: to a regular file whole and atomically (through
 * `writeWholeFile`, so a link stays a link), to a device or a FIFO directly (a FIFO waits for
 * its reader, as `echo > fifo` does), to one of the process's own open files directly.
 */
export async function writeToTarget(target: Target, text: string): Promise<void> {
  if (target.kind === 'file') {
    writeWholeFile(target.path, text);
    return;
  }
  const data = Buffer.from(text, 'utf8');
  if (target.kind === 'fd') {
    const stream = target.fd === 1 ? process.stdout : target.fd === 2 ? process.stderr : undefined;
    if (stream !== undefined) {
      await new Promise<void>((done, failed) => {
        stream.write(data, (error) => (error ? failed(error) : done()));
      });
    } else {
      writeAll(target.fd, data);
    }
    return;
  }
  // Opened without O_CREAT or O_TRUNC (a device or a FIFO has nothing to cut), asynchronously:
  // a FIFO's open waits for a reader, and Ctrl-C must still end the wait.
  const handle = await open(target.path, constants.O_WRONLY | constants.O_NOCTTY);
  try {
    const stats = await handle.stat();
    // Replaced between the look and the open: never write into a regular file in place.
    if (!stats.isCharacterDevice() && !stats.isFIFO()) throw new Refused(`${target.path} changed while it was opened`);
    let offset = 0;
    while (offset < data.length) offset += (await handle.write(data, offset, data.length - offset)).bytesWritten;
  } finally {
    await handle.close();
  }
}

/**
 * Writes `text` as the whole of `file` (`new -o`, `convert -o`), where the path points
 * (`writeTarget`); a regular file under its lock, so that no `play` session has it open. Every
 * failure is a usage error (exit 2) naming the file.
 */
export async function writeOutput(file: string, text: string): Promise<void> {
  let target: Target;
  try {
    target = writeTarget(file);
  } catch (error) {
    throw usageError(`cannot write ${file}: ${describe(error)}`);
  }
  const lock = target.kind === 'file' ? await lockLog(file, target.path) : undefined;
  try {
    await writeToTarget(target, text);
  } catch (error) {
    throw usageError(`cannot write ${file}: ${describe(error)}`);
  } finally {
    lock?.release();
  }
}
