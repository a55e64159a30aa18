// Changing one line of a log, for the tests that check what a reader or the replay says about it.

/** Replaces line `n` (from 1) of a log. */
export function withLine(text: string, n: number, change: (line: string) => string): string {
  const lines = text.split('\n');
  lines[n - 1] = change(lines[n - 1] as string);
  return lines.join('\n');
}

/** Changes the JSON of line `n`. */
export function withJson(text: string, n: number, change: (value: Record<string, any>) => void): string {
  return withLine(text, n, (line) => {
    const value = JSON.parse(line) as Record<string, any>;
    change(value);
    return JSON.stringify(value);
  });
}
