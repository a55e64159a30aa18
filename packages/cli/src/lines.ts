// Reading a log or a record a line at a time in bounded memory: the input is read in chunks,
// and the notation's line splitter (LineSplitter) checks each chunk as UTF-8, splits it at its
// line breaks and hands each line on before the next chunk is read. Only the line in progress
// is held, no more than LONGEST_LINE characters of it: a longer line is handed on refused
// where it passes the limit, and the rest of it is skipped unread, so a file of any size, or
// with no line break at all (`/dev/zero`), is read in the memory of one chunk and one line.
// A byte order mark at the start is skipped (said to `bom`); bytes that are not UTF-8 make
// their line refused, with its line, column and byte.

import type { Readable } from 'node:stream';
import { LineSplitter, MAX_LINE_LENGTH, type TextLine } from '@rulebook/notation';

/** The longest line a log or a record may have (1 Mi characters): the notation's MAX_LINE_LENGTH. */
export const LONGEST_LINE = MAX_LINE_LENGTH;

/**
 * One line: its text without the line break (a `\r` before it dropped too), its number from 1,
 * whether a line break ended it, the offset of its first byte, and for a refused line (longer
 * than LONGEST_LINE, or not UTF-8) its `problem`, located; `text` is then its first characters.
 */
export type Line = TextLine;

export interface LineHandler {
  /** One line; `false` stops the reading. */
  line(line: Line): boolean | void;
  /** Bytes read so far, after each chunk. */
  bytes?(read: number): void;
  /** The input starts with a UTF-8 byte order mark, which is skipped. */
  bom?(): void;
  /**
   * After each chunk's lines: a writer of what the lines give waits here for its output to
   * drain, a session handles them (each may take turns of the event loop); `false` stops the
   * reading.
   */
  chunk?(): Promise<boolean | void> | boolean | void;
}

/** What a whole reading saw. */
export interface LinesRead {
  /** The lines as `text.split('\n')` counts them (what a record's reader is told at its end). */
  readonly lineCount: number;
  /** Whether the reading stopped because the handler said so. */
  readonly stopped: boolean;
}

/**
 * Reads `input` to its end (or until the handler says stop), line by line. `input` is a stream,
 * or chunks of bytes each valid until the next is asked for (a reused buffer): the splitter
 * keeps none of a chunk's bytes, only text and a copy of a character cut between chunks.
 */
export async function readLines(input: Readable | AsyncIterable<Uint8Array>, handler: LineHandler): Promise<LinesRead> {
  const splitter = new LineSplitter(
    (line) => handler.line(line),
    () => handler.bom?.(),
  );
  let stopped = false;
  try {
    for await (const chunk of input) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array);
      if (!splitter.write(buffer)) break;
      handler.bytes?.(splitter.bytes);
      if ((await handler.chunk?.()) === false) {
        stopped = true;
        break;
      }
    }
  } finally {
    // A stream stopped early is closed; chunks are closed by the loop's end (their `return`).
    if ((splitter.done || stopped) && 'destroy' in input) input.destroy();
  }
  if (!splitter.done && !stopped) splitter.end();
  return { lineCount: splitter.lineCount, stopped: splitter.done || stopped };
}
