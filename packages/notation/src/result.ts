// Results instead of exceptions: every reader in this package returns one, and a failure
// names the line (and, where it helps, the column) of the first problem.

/** Where and what: lines and columns count from 1. */
export interface TextError {
  readonly line: number;
  readonly column?: number;
  readonly message: string;
}

export type Result<T, E = TextError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

export const fail = (line: number, column: number | undefined, message: string): { readonly ok: false; readonly error: TextError } => ({
  ok: false,
  error: column === undefined ? { line, message } : { line, column, message },
});

/** A result's value passed through `f`; a failure as it is. */
export const mapOk = <T, U, E>(result: Result<T, E>, f: (value: T) => U): Result<U, E> => (result.ok ? ok(f(result.value)) : result);

/** `line 3, column 12: expected …` — the form the CLI prints. */
export function describeTextError(error: TextError): string {
  const where = error.column === undefined ? `line ${error.line}` : `line ${error.line}, column ${error.column}`;
  return `${where}: ${error.message}`;
}

/** Moves an error found in a piece of text (a move, a position) to where that text sits. */
export function relocate(error: TextError, line: number, columnOffset: number | undefined): TextError {
  if (columnOffset === undefined || error.column === undefined) return { line, message: error.message };
  return { line, column: error.column + columnOffset, message: error.message };
}

/** How a found character is quoted in messages. */
export function found(text: string, index: number): string {
  if (index >= text.length) return 'end of text';
  const c = text[index];
  if (c === ' ') return 'a space';
  return `'${c}'`;
}
