// A game record with a comment after each move (`analyse --record`): the record the notation
// writes for the log (`convert --to record`), its move text read again token by token, each
// move found in turn (after its move number, before its outcomes in braces in a game of
// chance, G4), its comment put after it, and the move text wrapped again at 80 characters as
// the notation wraps it. The tags, the move numbers, the outcomes, the closing comment and the
// result stay as the notation wrote them.

/** A move of the log, as the record writes it. */
export interface RecordedMove {
  readonly text: string;
  /** The random outcomes it drew (Chakart), written after it in braces. */
  readonly outcomes?: readonly string[] | undefined;
}

const LINE_WIDTH = 80;

/** `record` with `comments[i]` (its words, without braces) after the i-th move of `moves`. */
export function annotateRecord(record: string, moves: readonly RecordedMove[], comments: readonly string[]): string {
  const lines = record.split('\n');
  // The move text begins after the blank line that ends the tags.
  const blank = lines.findIndex((line) => line.trim() === '');
  const tags = lines.slice(0, blank);
  const tokens = lines
    .slice(blank + 1)
    .join(' ')
    .split(/\s+/)
    .filter((token) => token !== '');
  const out: string[] = [];
  let next = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    out.push(token);
    const move = moves[next];
    if (move === undefined || token !== move.text) continue;
    // The move's outcomes in braces, as one group: the comment comes after them.
    if (move.outcomes !== undefined && move.outcomes.length > 0) {
      while (i + 1 < tokens.length && !out[out.length - 1]!.endsWith('}')) out.push(tokens[++i]!);
    }
    out.push(`{${comments[next]}}`);
    next++;
  }
  if (next !== moves.length) throw new Error(`the record's move text holds ${next} of the log's ${moves.length} moves`);
  // Wrapped as the notation wraps its move text: a token never split, a line at most 80 characters where it can be.
  const wrapped: string[] = [];
  let current = '';
  for (const token of out.join(' ').split(' ')) {
    if (current !== '' && current.length + 1 + token.length > LINE_WIDTH) {
      wrapped.push(current);
      current = token;
    } else {
      current = current === '' ? token : `${current} ${token}`;
    }
  }
  wrapped.push(current);
  return `${tags.join('\n')}\n\n${wrapped.join('\n')}\n`;
}
