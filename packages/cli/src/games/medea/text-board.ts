// The Medea text board: ranks 8..1, files a..h, men and kings as letters (`M`/`K` White,
// `m`/`k` Black, D2, D3), and each chakra as brackets around its square showing its owner —
// `(x)` White's, `{x}` Black's, as on the Chakra board (chakras have no faces in Medea, D6).
// Then the counts of men and kings, and a legend.

import type { medea } from '@rulebook/rules';
import { medea as medeaText } from '@rulebook/notation';
import { capitalised } from '../../common.ts';
import type { TextDrawOptions } from '../game.ts';
import { renderTextBoard, sideLetter, sideTint, turnText } from '../board-text.ts';

type MedeaPosition = medea.MedeaPosition;
type MedeaPiece = medea.MedeaPiece;
type Colour = 'white' | 'black';

/** Brackets for a chakra by owner, the same as Chakra's knight-faced chakras. */
const BRACKETS = { white: ['(', ')'], black: ['{', '}'] } as const;

export const MEDEA_LEGEND = [
  'M man  K king  (White upper case, Black lower case)',
  "chakras: (x) White's chakra  {x} Black's chakra  . empty",
];

export function medeaLetter(piece: MedeaPiece): string {
  const letter = piece.type === 'king' ? 'K' : 'M';
  return piece.colour === 'white' ? letter : letter.toLowerCase();
}

/** How many men and kings a side has on the board. */
export function medeaCounts(position: MedeaPosition, colour: Colour): { men: number; kings: number } {
  let men = 0;
  let kings = 0;
  for (const piece of position.board) {
    if (piece == null || piece.colour !== colour) continue;
    if (piece.type === 'king') kings++;
    else men++;
  }
  return { men, kings };
}

const menWord = (count: number): string => (count === 1 ? '1 man' : `${count} men`);
const kingWord = (count: number): string => (count === 1 ? '1 king' : `${count} kings`);

/** `White 18 men, 0 kings; Black 17 men, 1 king`. */
export function medeaCountText(position: MedeaPosition): string {
  const side = (colour: Colour): string => {
    const { men, kings } = medeaCounts(position, colour);
    return `${capitalised(colour)} ${menWord(men)}, ${kingWord(kings)}`;
  };
  return `${side('white')}; ${side('black')}`;
}

export function renderMedeaText(position: MedeaPosition, options: TextDrawOptions): string {
  const c = options.colours;
  const cell = (square: number): string => {
    const piece = position.board[square];
    const owner = position.chakras[square];
    const middle = piece ? sideLetter(c, piece.colour, medeaLetter(piece)) : c.dim('.');
    if (!owner) return ' ' + middle + ' ';
    const [open, close] = BRACKETS[owner];
    const tint = sideTint(c, owner);
    return tint(open) + middle + tint(close);
  };
  // No check in Medea: the turn line never says it.
  const turn = turnText(c, medeaText.statusLine(position));
  return renderTextBoard({ files: 'abcdefgh', cell, turn, after: [medeaCountText(position)], legend: MEDEA_LEGEND }, options);
}
