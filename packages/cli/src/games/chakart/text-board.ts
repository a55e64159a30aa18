// The Chakart text board: ranks 8..1, files a..h, each square drawn with the letter the home
// site's position string gives it (004, K3, K4): pieces PRNBQK (White upper case, Black lower
// case), immobilized pieces SUOCTL (Bowser, K6), the invisible queen I, objects m e d w, the
// marker `?` an invisible queen left behind. Then what the side to move must decide now (the
// phase of the turn), the powers still unused, and a legend.

import { chakart } from '@rulebook/rules';
import { chakart as chakartText } from '@rulebook/notation';
import { capitalised } from '../../common.ts';
import type { TextDrawOptions } from '../game.ts';
import { renderTextBoard, sideLetter } from '../board-text.ts';
import type { Colour } from '../game.ts';

type ChakartPosition = chakart.ChakartPosition;

const LEGEND = [
  'P R N B Q K pieces (White upper case, Black lower case); S U O C T L the same, immobilized (Bowser); I the invisible queen',
  'objects: m mushroom  e egg  d banana  w bomb;  ? the marker an invisible queen left;  . empty',
];

/** `Move 4, White to move: a bonus move (Daisy)`: the status line in the games' one voice (the notation's). */
export const turnLine = (position: ChakartPosition): string => chakartText.statusLine(position);

/** The once-per-game powers still unused (K4): `White shell, invisible move; Black shell`. */
export function powersText(position: ChakartPosition): string {
  const side = (colour: Colour): string => {
    const powers = position.powers[colour];
    const unused = [...(powers.shell ? ['shell'] : []), ...(powers.invisible ? ['invisible move'] : [])];
    return `${capitalised(colour)} ${unused.length === 0 ? '-' : unused.join(', ')}`;
  };
  return `unused powers: ${side('white')}; ${side('black')}`;
}

/** The squares of the immobilized pieces (Bowser, K6), in square order. */
export function immobilizedSquares(position: ChakartPosition): string[] {
  const squares: string[] = [];
  for (let square = 0; square < 64; square++) {
    const cell = chakart.cellAt(position, square);
    if (cell !== null && cell.type === 'piece' && cell.immobilized) squares.push(chakart.squareName(square));
  }
  return squares;
}

export function renderChakartText(position: ChakartPosition, options: TextDrawOptions): string {
  const c = options.colours;
  const drawCell = (square: number): string => {
    const cell = chakart.cellAt(position, square);
    // The position string's letter (notation's); `.` for an empty square.
    const letter = chakartText.cellLetter(cell) ?? '.';
    let middle: string;
    if (cell === null) middle = c.dim(letter);
    else if (cell.type === 'object') middle = c.green(letter);
    else if (cell.type === 'marker') middle = c.magenta(letter);
    else {
      middle = sideLetter(c, cell.colour, letter);
      if (cell.immobilized) middle = c.underline(middle);
    }
    return ' ' + middle + ' ';
  };
  const held = immobilizedSquares(position);
  const after = [powersText(position), ...(held.length > 0 ? [`immobilized (Bowser): ${held.join(', ')}`] : [])];
  return renderTextBoard({ files: 'abcdefgh', cell: drawCell, turn: turnLine(position), after, legend: LEGEND }, options);
}
