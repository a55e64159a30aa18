// Move text written in another game's style, recognized so that a reader can name the form
// its own game expects. Chakra, Shakti and Medea write a move by its squares (`e2e4`, `d1xd7`,
// `e7e8=Q`); Chakart names the piece and joins the squares with `-` or `x` (`Pe2-e4`,
// `Pf3xe4`, `Pe7-e8=Q`). A reader that fails to read a move's form asks here whether the text
// is the other style's and whether the position has exactly one move between those squares;
// if so, its message gives that move in the reader's own form. Nothing here decides legality.

import { fail, type Result, type TextError } from './result.ts';

/** The two styles: by squares alone (Chakra, Shakti, Medea), or with the piece letter (Chakart). */
export type MoveStyle = 'squares' | 'piece';

const STYLES: Readonly<Record<MoveStyle, RegExp>> = {
  squares: /^([a-h][1-8])[-x]?([a-h][1-8])(?:=?([A-Za-z]))?$/,
  piece: /^[A-Za-z]([a-h][1-8])[-x]([a-h][1-8])(?:=([A-Za-z]))?$/,
};

/** The squares and the promotion letter a text of `style` names, or undefined when it is not of that style. */
function readStyle(style: MoveStyle, text: string): { from: string; to: string; promotion?: string } | undefined {
  const match = STYLES[style].exec(text);
  if (match === null) return undefined;
  const [, from, to, promotion] = match as unknown as [string, string, string, string | undefined];
  return promotion === undefined ? { from, to } : { from, to, promotion: promotion.toUpperCase() };
}

/** A legal move's text in the reader's own form: its first two squares and its promotion letter. */
function readOwn(text: string): { from: string; to: string; promotion?: string } | undefined {
  const squares = text.match(/[a-h][1-8]/g);
  if (squares === null || squares.length < 2) return undefined;
  const promotion = /=([A-Z])$/.exec(text)?.[1];
  return promotion === undefined ? { from: squares[0]!, to: squares[1]! } : { from: squares[0]!, to: squares[1]!, promotion };
}

/**
 * The one legal move (`legal`: their texts in the reader's own form) that `text`, written in
 * `other` style, names by its squares and promotion; undefined when the text is not of that
 * style, or when no move or several moves match.
 */
export function otherStyleMove(text: string, other: MoveStyle, legal: readonly string[]): string | undefined {
  const given = readStyle(other, text);
  if (given === undefined) return undefined;
  const matches = legal.filter((candidate) => {
    const own = readOwn(candidate);
    return own !== undefined && own.from === given.from && own.to === given.to && own.promotion === given.promotion;
  });
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * A failed reading of `text`, or, when the text is another game's form of exactly one legal
 * move, the error naming that move in the reader's form: `e2e4 is written as in Chakra; …:
 * write it Pe2-e4`. `legal` is called only then (the texts of the legal moves).
 */
export function withOtherStyle<T>(
  failed: { readonly ok: false; readonly error: TextError },
  text: string,
  other: { readonly style: MoveStyle; readonly games: string; readonly form: string },
  legal: () => readonly string[],
): Result<T, TextError> {
  if (readStyle(other.style, text) === undefined) return failed;
  const move = otherStyleMove(text, other.style, legal());
  if (move === undefined) return failed;
  return fail(1, 1, `${text} is written as in ${other.games}; ${other.form}: write it ${move}`);
}
