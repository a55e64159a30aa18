// The games' one voice: how an ending and the state of a game are said, written once here and
// used by every reader of a game (the CLI's boards, prompts and summaries, the record's
// closing comment, the notation's own messages, the site's banner).
//
// The ending: `<Winner> wins by <reason>` where the reason is a name (checkmate, resignation),
// `<Winner> wins: <Loser> <what the loser lacks>` where it is a state (Medea's no pieces or no
// move, D9; Chakart's last king taken, K2), `<Winner> wins on time` (G5), `Draw by <reason>` or
// `Draw: <what happened>`.
//
// The status line, the same form in every game: `Move 12, White to move`, ` (check)` added in
// check, and Chakart's phase of the turn after a colon when it is not an ordinary move
// (`Move 4, White to move: a bonus move (Daisy)`, K6, K7).

import type { Colour } from './rules.ts';
import { colourWord, otherColour } from './letters.ts';

/** An end of the game as the rules give it: who won (or a draw) and the reason's name. */
export interface EndingLike {
  readonly result: Colour | 'draw';
  readonly reason: string;
}

/** Reasons that say what the losing side lacks: `White wins: Black has no pieces left`. */
const LOSER_LACKS: Readonly<Record<string, string>> = {
  'no-pieces': 'has no pieces left',
  'no-moves': 'has no legal move',
  'kings-captured': 'has no king left',
};

/** Wins said with another preposition than `by`: G5's loss on time (`White wins on time`). */
const WIN_WORDS: Readonly<Record<string, string>> = {
  time: 'wins on time',
};

/** Draws said by what happened rather than a reason's name. */
const DRAW_WORDS: Readonly<Record<string, string>> = {
  // Shakti (S7): neither side can move.
  'no-moves': 'Draw: neither side can move',
  // Chakart (K2): one decision took the last kings of both sides.
  'kings-captured': 'Draw: neither side has a king left',
};

/**
 * The end of a game in words, the same wherever it is said: `White wins by checkmate`,
 * `Draw by stalemate`, `Draw by repetition`, `Black wins by resignation`, `Draw by agreement`,
 * `White wins: Black has no pieces left`, `White wins: Black has no legal move`, `White wins:
 * Black has no king left`, `Draw: neither side can move`, `White wins on time`. No full stop: a
 * sentence adds one.
 */
export function endingWords(end: EndingLike): string {
  if (end.result === 'draw') return DRAW_WORDS[end.reason] ?? `Draw by ${end.reason}`;
  const lacks = LOSER_LACKS[end.reason];
  const winner = colourWord(end.result);
  const win = WIN_WORDS[end.reason];
  if (win !== undefined) return `${winner} ${win}`;
  return lacks === undefined ? `${winner} wins by ${end.reason}` : `${winner} wins: ${colourWord(otherColour(end.result))} ${lacks}`;
}

/** What the status line says: whose turn, the move number, check, and a phase of the turn (Chakart). */
export interface StatusWords {
  readonly turn: Colour;
  /** The move number: a move is White's turn and Black's after it. */
  readonly move: number;
  readonly check?: boolean;
  /** What the side to move decides, when not an ordinary move. */
  readonly phase?: string | undefined;
}

/** `Move 12, White to move`, `Move 2, Black to move (check)`, `Move 4, White to move: a bonus move (Daisy)`. */
export function statusWords(status: StatusWords): string {
  const line = `Move ${status.move}, ${colourWord(status.turn)} to move${status.check ? ' (check)' : ''}`;
  return status.phase === undefined ? line : `${line}: ${status.phase}`;
}
