// What makes a Shakti position playable, beyond what the position string's syntax rules out.
import type { Colour, ShaktiPosition } from './types.ts';
import { Board } from './board.ts';
import { CELLS, CORNERS, cellName } from './geometry.ts';
import { inCheck, kingExposed } from './sight.ts';

export function validatePosition(pos: ShaktiPosition): string | undefined {
  if (pos.board.length !== CELLS || pos.tiles.length !== CELLS) return 'a Shakti board has 49 cells (7x7)';
  for (const corner of CORNERS) if (pos.tiles[corner]) return `the corner ${cellName(corner)} holds a tile; the corners are holes (S1)`;
  for (let c = 0; c < CELLS; c++) {
    if (pos.board[c] && !pos.tiles[c]) return `a piece stands on ${cellName(c)}, which is a hole; all play is on the tiles`;
  }
  for (const colour of ['white', 'black'] as const) {
    const kings = pos.board.filter((p) => p?.colour === colour && p.type === 'king').length;
    if (kings !== 1) return `${name(colour)} has ${kings} Kings; each side has exactly one`;
  }
  if (!Number.isInteger(pos.fullmove) || pos.fullmove < 1) return 'the move number must be 1 or more';
  const board = Board.fromPosition(pos);
  const waiting = 1 - board.turn;
  if (inCheck(board, waiting)) return `${name(waiting === 0 ? 'white' : 'black')} is in check but it is not their turn`;
  // S6: the Kings may never see each other.
  if (kingExposed(board, waiting)) return 'the two Kings see each other (S6)';
  return undefined;
}

const name = (colour: Colour): string => (colour === 'white' ? 'White' : 'Black');
