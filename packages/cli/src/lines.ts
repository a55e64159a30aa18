// Reading a log a line at a time in bounded memory: the input is read in chunks, each chunk
// decoded and split at its line breaks, and each line handed on before the next chunk is read.
// Only the line in progress is held, and a line is cut off past LONGEST_LINE characters (no
// log line comes near it), so a file of any size, or with no line break at all, is read in
// the memory of one chunk and one line.

import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/** The longest line kept whole (1 Mi characters); a longer one is reported, not held. */
export const LONGEST_LINE = 1 << 20;

/** How much of an overlong line is kept, to show it. */
const HEAD = 60;

export interface Line {
  /** The line without its line break (a `\r` before it is dropped too). */
  readonly text: string;
  /** 1-based. */
  readonly number: number;
  /** False for the input's last line when no line break follows it. */
  readonly ended: boolean;
  /** Set when the line is longer than LONGEST_LINE: its length; `text` is then its first characters. */
  readonly length?: number;
}

export interface LineHandler {
  /** One line; `false` stops the reading. */
  line(line: Line): boolean | void;
  /** Bytes read so far, after each chunk. */
  bytes?(read: number): void;
  /**
   * The line in progress (its number) has just passed LONGEST_LINE, before its end is read:
   * `false` stops the reading there (input with no line break at all, /dev/zero, ends).
   */
  tooLong?(number: number): boolean | void;
}

/** Reads `input` to its end (or until the handler says stop), line by line. */
export async function readLines(input: Readable, handler: LineHandler): Promise<void> {
  const decoder = new StringDecoder('utf8');
  let number = 0;
  let read = 0;
  // The line begun in an earlier chunk; for an overlong one, its head and length only.
  let rest = '';
  let overlong = -1;
  let stopped = false;

  const emit = (text: string, ended: boolean, length: number): boolean => {
    number += 1;
    const clean = text.endsWith('\r') && length < 0 ? text.slice(0, -1) : text;
    const line: Line = length < 0 ? { text: clean, number, ended } : { text: clean, number, ended, length };
    return handler.line(line) !== false;
  };

  /** Splits decoded text at its line breaks; false once the handler said stop. */
  const split = (text: string): boolean => {
    let from = 0;
    for (;;) {
      const at = text.indexOf('\n', from);
      if (at < 0) break;
      let go: boolean;
      if (overlong >= 0) {
        go = emit(rest, true, overlong + at - from);
        overlong = -1;
      } else {
        const whole = rest === '' ? text.slice(from, at) : rest + text.slice(from, at);
        go = whole.length > LONGEST_LINE ? emit(whole.slice(0, HEAD), true, whole.length) : emit(whole, true, -1);
      }
      rest = '';
      from = at + 1;
      if (!go) return false;
    }
    const tail = text.length - from;
    if (overlong >= 0) {
      overlong += tail;
    } else if (rest.length + tail > LONGEST_LINE) {
      overlong = rest.length + tail;
      rest = (rest + text.slice(from, from + HEAD)).slice(0, HEAD);
      if (handler.tooLong?.(number + 1) === false) return false;
    } else if (tail > 0) {
      rest += text.slice(from);
    }
    return true;
  };

  try {
    for await (const chunk of input) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      read += buffer.length;
      if (!split(decoder.write(buffer))) {
        stopped = true;
        break;
      }
      handler.bytes?.(read);
    }
  } finally {
    if (stopped) input.destroy();
  }
  if (stopped) return;
  split(decoder.end());
  if (overlong >= 0) emit(rest, false, overlong);
  else if (rest !== '') emit(rest, false, -1);
}
