// Reading a log or a record as bytes, a chunk at a time, in bounded memory: the bytes are
// checked as UTF-8 and decoded, split at their line breaks, and each line handed on before the
// next chunk is taken. Only the line in progress is held, and no more than MAX_LINE_LENGTH
// characters of it: a longer line is refused where it passes the limit and the rest of it is
// skipped unread, so an input without line breaks (`/dev/zero`) costs one line's memory.
//
// Decided here for every reader of bytes (the CLI's streams, `readTextBytes` for a whole file):
//   - a UTF-8 byte order mark at the very start is skipped (RFC 8259 lets a JSON reader ignore
//     it; editors on Windows write one), and said (`bom`); anywhere else it is text, and the
//     readers refuse it where it stands;
//   - bytes that are not UTF-8 are refused, with the line, the column of the character they
//     would be and their offset in the input; never replaced by U+FFFD, which would change the
//     text without a word;
//   - a `\r` before a line break is dropped (a file written on Windows), as the text readers do.
// Platform-neutral (Uint8Array, TextDecoder): the CLI reads files and stdin with it, and a
// page could read a dropped file with it.

import { LINE_TOO_LONG, MAX_LINE_LENGTH } from './limits.ts';
import type { TextError } from './result.ts';

export interface TextLine {
  /** The line without its line break (nor a `\r` before it). A refused line: the characters read before its problem. */
  readonly text: string;
  /** From 1. */
  readonly number: number;
  /** False for the last line when no line break follows it (and for a refused line). */
  readonly ended: boolean;
  /** The offset in the input of the line's first byte. */
  readonly offset: number;
  /** Why the line is refused: longer than MAX_LINE_LENGTH, or not UTF-8. The rest of it is skipped. */
  readonly problem?: TextError;
}

/** What a reader of lines does with each: `false` stops the reading. */
export type LineHandler = (line: TextLine) => boolean | void;

const BOM_BYTES = [0xef, 0xbb, 0xbf] as const;

/** How much of a refused line is kept, to show it. */
const HEAD = 60;

/** About how many bytes are decoded at a time (whole lines): text that dies young (`split`). */
const PIECE = 1 << 14;

/** A copy of bytes (a Node Buffer's `slice` is a view of the same memory, not a copy). */
const copyOf = (bytes: Uint8Array): Uint8Array => new Uint8Array(bytes);

const hex = (byte: number): string => `0x${byte.toString(16).padStart(2, '0')}`;

/**
 * The offset of the first byte of `bytes` that is not part of a well-formed UTF-8 character
 * (Unicode table 3-7), and why; undefined when all are. An incomplete character at the end is
 * ill-formed (`end`: the input ends there; otherwise the caller holds it back for the next chunk).
 */
export function firstInvalidUtf8(bytes: Uint8Array): { readonly offset: number; readonly why: string } | undefined {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) low = 0xa0;
      if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) low = 0x90;
      if (b === 0xf4) high = 0x8f;
    } else if (b >= 0x80 && b <= 0xbf) {
      return { offset: i, why: `the byte ${hex(b)} continues no character` };
    } else {
      return { offset: i, why: `the byte ${hex(b)} is never part of UTF-8` };
    }
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      const shown = Array.from(bytes.subarray(i, Math.min(i + k + 1, n)), hex).join(' ');
      if (c === undefined) return { offset: i, why: `the input ends inside a character (${shown})` };
      if (c < (k === 1 ? low : 0x80) || c > (k === 1 ? high : 0xbf)) return { offset: i, why: `the bytes ${shown} are no character` };
    }
    i += need + 1;
  }
  return undefined;
}

/** The length of `bytes` without the character its last bytes begin and do not finish (held back for the next chunk). */
function completeLength(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let k = 1; k <= Math.min(3, n); k++) {
    const b = bytes[n - k] as number;
    if ((b & 0xc0) === 0x80) continue;
    if (b < 0xc0) return n;
    const size = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
    return size > k ? n - k : n;
  }
  return n;
}

/**
 * Splits bytes into lines as they come (`write` each chunk, then `end`), handing each line to
 * `handler`. Holds at most one line (MAX_LINE_LENGTH characters) and three bytes of a
 * character split between chunks.
 */
export class LineSplitter {
  /** Whether the input started with a byte order mark (skipped). */
  bom = false;
  /** Bytes taken so far. */
  bytes = 0;
  /** The lines handed on so far. */
  lines = 0;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  private readonly handler: LineHandler;
  private readonly onBom: (() => void) | undefined;
  /** Bytes held back: the start of a character (or of the byte order mark) the next chunk finishes. */
  private held: Uint8Array = new Uint8Array(0);
  /** Bytes before `held` (the offset of its first byte). */
  private before = 0;
  private started = false;
  private stopped = false;
  /** The line in progress: its text, the offset of its first byte. */
  private rest = '';
  private lineStart = 0;
  /** Whether the rest of the line in progress is skipped (it was refused). */
  private skipping = false;
  /** Whether the last line handed on ended with a line break (or none was). */
  private lastEnded = true;

  /** `onBom`: told when the input starts with a byte order mark, before the first line. */
  constructor(handler: LineHandler, onBom?: () => void) {
    this.handler = handler;
    this.onBom = onBom;
  }

  /** Whether a handler said stop. */
  get done(): boolean {
    return this.stopped;
  }

  /**
   * The number of lines as `text.split('\n')` counts them (the text after the last line break
   * is a line, even empty): what a record's reader is told at its end.
   */
  get lineCount(): number {
    return this.lines + (this.lastEnded ? 1 : 0);
  }

  /**
   * The next chunk; false once a handler said stop (the rest is not read). No byte of the chunk
   * is kept past the call (the few of a character it cuts are copied): a reader may read the
   * next chunk into the same buffer.
   */
  write(chunk: Uint8Array): boolean {
    if (this.stopped) return false;
    this.bytes += chunk.length;
    let bytes = chunk;
    if (this.held.length > 0) {
      bytes = new Uint8Array(this.held.length + chunk.length);
      bytes.set(this.held);
      bytes.set(chunk, this.held.length);
    }
    this.held = new Uint8Array(0);
    if (!this.started) {
      // The byte order mark, which may come a byte at a time.
      const prefix = Math.min(bytes.length, 3);
      let matches = true;
      for (let k = 0; k < prefix; k++) matches &&= bytes[k] === BOM_BYTES[k];
      if (matches && bytes.length < 3) {
        this.held = copyOf(bytes);
        return true;
      }
      this.started = true;
      if (matches) {
        this.bom = true;
        bytes = bytes.subarray(3);
        this.before += 3;
        this.lineStart = 3;
        this.onBom?.();
      }
    }
    const complete = completeLength(bytes);
    if (complete < bytes.length) this.held = copyOf(bytes.subarray(complete));
    this.split(bytes.subarray(0, complete));
    this.before += complete;
    return !this.stopped;
  }

  /** The end of the input: the bytes held back, then the last line if no line break ended it. */
  end(): void {
    if (this.stopped) return;
    const held = this.held;
    this.held = new Uint8Array(0);
    this.started = true;
    if (held.length > 0) {
      this.split(held);
      this.before += held.length;
    }
    if (this.stopped || this.skipping) return;
    if (this.rest !== '') this.emit(this.rest.endsWith('\r') ? this.rest.slice(0, -1) : this.rest, false);
  }

  private emit(text: string, ended: boolean, problem?: TextError): void {
    this.lines += 1;
    this.lastEnded = ended;
    const line: TextLine = problem === undefined ? { text, number: this.lines, ended, offset: this.lineStart } : { text, number: this.lines, ended, offset: this.lineStart, problem };
    if (this.handler(line) === false) this.stopped = true;
  }

  /** A refused line: handed on with its problem; the rest of it is skipped. */
  private refuse(problem: TextError): void {
    const head = this.rest.slice(0, HEAD);
    this.rest = '';
    this.skipping = true;
    this.emit(head, false, problem);
  }

  /**
   * Bytes of whole characters (the input's last bytes may end inside one), split at their line
   * breaks, a piece of about PIECE bytes at a time (whole lines; a longer line is a piece of its
   * own). A piece is decoded at once, and its lines found in the bytes and in the text side by
   * side. The piece's text is garbage once its lines are handed on: small, it dies young, where
   * a chunk's text (hundreds of KiB: V8's large-object space) would outlive a few of the
   * collections that run while its lines are read, and stay until a full one, so that memory
   * would grow with the input until then.
   */
  private split(bytes: Uint8Array): void {
    const base = this.before;
    let start = 0;
    while (start < bytes.length && !this.stopped) {
      let end = bytes.length;
      if (end - start > PIECE) {
        const last = bytes.lastIndexOf(0x0a, start + PIECE - 1);
        const next = last >= start ? last : bytes.indexOf(0x0a, start + PIECE);
        end = next < 0 ? bytes.length : next + 1;
      }
      this.before = base + start;
      this.splitPiece(bytes.subarray(start, end));
      start = end;
    }
    this.before = base;
  }

  /**
   * One piece of `split`: decoded at once; a piece that is not all UTF-8 is decoded line by
   * line, to find where it goes wrong.
   */
  private splitPiece(bytes: Uint8Array): void {
    let text: string | undefined;
    try {
      text = this.decoder.decode(bytes);
    } catch {
      text = undefined;
    }
    let from = 0;
    let textFrom = 0;
    while (!this.stopped) {
      const at = bytes.indexOf(0x0a, from);
      if (!this.skipping) {
        // A character cut by the line break is found with the break: `0xe2 0x0a`.
        if (text === undefined) this.take(bytes.subarray(from, at < 0 ? bytes.length : at), this.before + from, bytes.subarray(from, at < 0 ? bytes.length : at + 1));
        else {
          const textAt = at < 0 ? text.length : text.indexOf('\n', textFrom);
          if (textAt > textFrom) this.append(text.slice(textFrom, textAt));
          textFrom = textAt + 1;
        }
      } else if (text !== undefined && at >= 0) {
        textFrom = text.indexOf('\n', textFrom) + 1;
      }
      if (at < 0 || this.stopped) return;
      // A line break: the line ends (a refused one has been handed on already).
      if (this.skipping) {
        this.skipping = false;
        this.lastEnded = true;
      } else {
        const line = this.rest.endsWith('\r') ? this.rest.slice(0, -1) : this.rest;
        this.rest = '';
        this.emit(line, true);
      }
      this.lineStart = this.before + at + 1;
      from = at + 1;
    }
  }

  /** Text added to the line in progress; the line is refused where it passes MAX_LINE_LENGTH. */
  private append(text: string): boolean {
    if (this.rest.length + text.length > MAX_LINE_LENGTH) {
      this.rest += text.slice(0, HEAD);
      this.refuse({ line: this.lines + 1, column: MAX_LINE_LENGTH + 1, message: LINE_TOO_LONG });
      return false;
    }
    this.rest += text;
    return true;
  }

  /** A piece of the line in progress as bytes (`withBreak`: with the line break after it), decoded and added; refused where it is not UTF-8. */
  private take(piece: Uint8Array, offset: number, withBreak: Uint8Array): void {
    if (piece.length === 0) return;
    try {
      this.append(this.decoder.decode(piece));
      return;
    } catch {
      // Found below.
    }
    const invalid = firstInvalidUtf8(withBreak) ?? { offset: piece.length, why: 'not UTF-8' };
    if (!this.append(this.decoder.decode(piece.subarray(0, invalid.offset)))) return;
    const column = this.rest.length + 1;
    this.refuse({ line: this.lines + 1, column, message: notUtf8(invalid.why, offset + invalid.offset) });
  }
}

const notUtf8 = (why: string, offset: number): string => `not UTF-8: ${why} (byte ${offset + 1} of the input); a log or a record is UTF-8 text`;

/**
 * A whole input's bytes as text, checked as the stream readers check it: a byte order mark at
 * the start skipped, bytes that are not UTF-8 refused at their line and column. (Lines are
 * not limited here: the text readers refuse a long line themselves.)
 */
export function readTextBytes(bytes: Uint8Array): { readonly ok: true; readonly value: string; readonly bom: boolean } | { readonly ok: false; readonly error: TextError } {
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body), bom };
  } catch {
    const invalid = firstInvalidUtf8(body) ?? { offset: body.length, why: 'not UTF-8' };
    const before = new TextDecoder('utf-8', { ignoreBOM: true }).decode(body.subarray(0, invalid.offset));
    const lineStart = before.lastIndexOf('\n') + 1;
    let line = 1;
    for (let at = before.indexOf('\n'); at >= 0; at = before.indexOf('\n', at + 1)) line++;
    const at = invalid.offset + (bom ? 3 : 0);
    return {
      ok: false,
      error: { line, column: before.length - lineStart + 1, message: notUtf8(invalid.why, at) },
    };
  }
}
