// Test-only builder for Shakti positions (the notation package owns the position string; the
// reader here takes the strings of perft/shakti.json, checked by the CLI's tests).
import type { Colour, ShaktiPiece, ShaktiPosition } from '../../src/shakti/types.ts';
import { cellName, parseCell } from '../../src/shakti/geometry.ts';
import { readRanks } from '../chakra/build.ts';

export interface ShaktiBuild {
  /** e.g. { d2: 'K', b6: 'w' }: K king, W warrior; upper case White. */
  pieces: Record<string, string>;
  /** Cells whose tile is gone (the corners always are). */
  holes?: string[];
  /** Or: the only cells that still hold a tile (the others are holes). */
  tilesOnly?: string[];
  turn?: Colour;
}

export function buildShakti(spec: ShaktiBuild): ShaktiPosition {
  const corners = ['a1', 'g1', 'a7', 'g7'];
  const tiles = Array.from({ length: 49 }, (_, c) => {
    const name = cellName(c);
    if (corners.includes(name)) return false;
    if (spec.tilesOnly) return spec.tilesOnly.includes(name) || name in spec.pieces;
    return !(spec.holes ?? []).includes(name);
  });
  const board: (ShaktiPiece | null)[] = new Array(49).fill(null);
  for (const [name, letter] of Object.entries(spec.pieces)) {
    board[parseCell(name)!] = {
      colour: letter === letter.toUpperCase() ? 'white' : 'black',
      type: letter.toLowerCase() === 'k' ? 'king' : 'warrior',
    };
  }
  return { board, tiles, turn: spec.turn ?? 'white', fullmove: 1 };
}

/** A position from the notation's string: `<board> <turn> <fullmove>`, `x` a hole. */
export function fromText(text: string): ShaktiPosition {
  const fields = text.split(' ');
  if (fields.length !== 3) throw new Error(`three fields expected in ${text}`);
  const [board, turn, fullmove] = fields;
  const cells = Object.entries(readRanks(board, 7));
  const position = buildShakti({
    pieces: Object.fromEntries(cells.filter(([, letter]) => letter !== 'x')),
    holes: cells.filter(([, letter]) => letter === 'x').map(([name]) => name),
    turn: turn === 'b' ? 'black' : 'white',
  });
  return { ...position, fullmove: Number(fullmove) };
}
