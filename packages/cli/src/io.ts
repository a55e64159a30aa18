// Input and output: files or stdin in, stdout out. Unreadable input is a usage error (exit 2).

import { readFileSync } from 'node:fs';
import { usageError } from './errors.ts';

export interface Input {
  /** How error messages name the input: the file name, or `stdin` for `-`. */
  readonly name: string;
  readonly text: string;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads FILE, or stdin when FILE is `-`. */
export async function readInput(file: string): Promise<Input> {
  if (file === '-') {
    try {
      return { name: 'stdin', text: await readStdin() };
    } catch (error) {
      throw usageError(`cannot read stdin: ${describe(error)}`);
    }
  }
  try {
    return { name: file, text: readFileSync(file, 'utf8') };
  } catch (error) {
    throw usageError(`cannot read ${file}: ${describe(error)}`);
  }
}

/** A short reason for a file-system error, without a stack. */
export function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'no such file';
    if (code === 'EISDIR') return 'is a directory';
    if (code === 'EACCES') return 'permission denied';
    return error.message;
  }
  return String(error);
}

/** Writes text to stdout (the caller adds newlines). */
export function out(text: string): void {
  process.stdout.write(text);
}

/** Writes lines to stdout, each ended by a newline. */
export function outLines(lines: readonly string[]): void {
  if (lines.length > 0) process.stdout.write(lines.join('\n') + '\n');
}
