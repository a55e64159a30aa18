// Writing logs so that a crash never leaves half of one behind. A whole file (`new`, a new
// game of `play`, `play`'s undo) is written to a temporary file beside it, flushed to the disk
// and renamed over the old one: a reader, or the next session, sees the old file or the new
// one, never a mix. A decision of `play` is appended as one whole line with its line break and
// flushed before the game goes on. Should a log still end in a line cut short (a crash of
// another writer, a full disk, a copy stopped midway), `cutShortTail` finds it and
// `play --repair` cuts the log back to its last whole line.

import { closeSync, fsyncSync, openSync, renameSync, statSync, unlinkSync, writeSync, fchmodSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Test hooks: what a crash at each step would leave behind. */
export interface WriteHooks {
  /** Called when the temporary file is written and flushed, before it replaces the file. */
  readonly beforeRename?: () => void;
}

let written = 0;

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
  written += 1;
  return join(dirname(file), `.${basename(file)}.tmp-${process.pid}-${written}`);
}

/**
 * Replaces `file` by `text`, atomically: temporary file, fsync, rename, fsync of the
 * directory. The file keeps its permissions. On failure the old file is untouched and the
 * temporary file removed; the error is thrown.
 */
export function writeWholeFile(file: string, text: string, hooks: WriteHooks = {}): void {
  const temporary = temporaryName(file);
  let mode: number | undefined;
  try {
    mode = statSync(file).mode & 0o7777;
  } catch {
    mode = undefined;
  }
  let fd: number | undefined;
  try {
    fd = openSync(temporary, 'wx', 0o666);
    if (mode !== undefined) fchmodSync(fd, mode);
    writeAll(fd, Buffer.from(text, 'utf8'));
    fsyncSync(fd);
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
}

/** Appends whole lines, each with its line break, in one write, flushed to the disk before it returns. */
export function appendLines(file: string, lines: readonly string[]): void {
  const fd = openSync(file, 'a');
  try {
    writeAll(fd, Buffer.from(lines.map((line) => `${line}\n`).join(''), 'utf8'));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The words for a log's last line cut short, in `replay` and `play`. */
export const CUT_SHORT = 'the last line is cut short: no line break at its end and not valid JSON (was the log being written when it stopped?)';

/** A log's last line cut short: its line number, and the text before it (every whole line). */
export interface CutShort {
  readonly line: number;
  readonly kept: string;
  /** The cut line's text. */
  readonly cut: string;
}

/**
 * The log's last line when it was cut short: no line break after it and not valid JSON (a
 * whole line always ends in `}`, so no part of one is). Undefined when the log ends whole: with
 * a line break, or with a line that is whole JSON and lacks only its line break.
 */
export function cutShortTail(text: string): CutShort | undefined {
  if (text === '' || text.endsWith('\n')) return undefined;
  const lastBreak = text.lastIndexOf('\n');
  const last = text.slice(lastBreak + 1);
  if (last.trim() === '') return undefined;
  try {
    JSON.parse(last);
    return undefined;
  } catch {
    let line = 1;
    for (let at = text.indexOf('\n'); at >= 0 && at <= lastBreak; at = text.indexOf('\n', at + 1)) line += 1;
    return { line, kept: text.slice(0, lastBreak + 1), cut: last };
  }
}
