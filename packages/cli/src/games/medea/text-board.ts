// The Medea text board: ranks 8..1, files a..h, men and kings as letters (`M`/`K` White,
// `m`/`k` Black, D2, D3), and each chakra as brackets around its square showing its owner —
// `(x)` White's, `{x}` Black's, as on the Chakra board (chakras have no faces in Medea, D6).
// Then the counts of men and kings, and a legend.

import type { medea } from '@rulebook/rules';
import { capitalised } from '../../common.ts';
import type { TextDrawOptions } from '../game.ts';

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
  const files = '     ' + 'abcdefgh'.split('').join('   ');
  const lines: string[] = [c.dim(files)];
  for (let rank = 7; rank >= 0; rank--) {
    const cells: string[] = [];
    for (let file = 0; file < 8; file++) {
      const square = rank * 8 + file;
      const piece = position.board[square];
      const owner = position.chakras[square];
      let middle: string;
      if (piece) {
        const letter = medeaLetter(piece);
        middle = piece.colour === 'white' ? c.bold(c.yellow(letter)) : c.bold(c.cyan(letter));
      } else {
        middle = c.dim('.');
      }
      if (owner) {
        const [open, close] = BRACKETS[owner];
        const tint = owner === 'white' ? c.yellow : c.cyan;
        cells.push(tint(open) + middle + tint(close));
      } else {
        cells.push(' ' + middle + ' ');
      }
    }
    const label = c.dim(String(rank + 1));
    lines.push(` ${label}  ${cells.join(' ')}  ${label}`);
  }
  lines.push(c.dim(files));
  lines.push('');
  lines.push(`${capitalised(position.turn)} to move, move ${position.fullmove}`);
  if (options.status) lines.push(options.status);
  lines.push(medeaCountText(position));
  if (options.legend !== false) lines.push(...MEDEA_LEGEND.map((line) => c.dim(line)));
  return lines.join('\n');
}
