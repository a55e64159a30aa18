// What makes a Chakart position playable beyond the position string's syntax.
import type { ChakartPosition } from './types.ts';
import { PAWN, colourOf, isImmobilized, isInvisible, isMarker, isPiece, kindOf, markerColour, QUEEN } from './pieces.ts';
import { squareName } from './geometry.ts';
import { lastRank } from './movegen.ts';
import { PROMOTIONS } from './pieces.ts';

export function validatePosition(pos: ChakartPosition): string | undefined {
  if (pos.board.length !== 64) return 'a Chakart board has 64 squares';
  const mover = pos.turn === 'white' ? 0 : 1;
  for (let s = 0; s < 64; s++) {
    const c = pos.board[s];
    // K7: a pawn on its last rank has promoted, unless it waits for the choice right there.
    if (isPiece(c) && kindOf(c) === PAWN && s >> 3 === lastRank(colourOf(c)) && !(pos.phase.kind === 'promote' && pos.phase.resume.square === s))
      return `a ${colourOf(c) === 0 ? 'white' : 'black'} pawn stands on its last rank at ${squareName(s)}; it would have promoted`;
    if (isPiece(c) && isInvisible(c) && kindOf(c) !== QUEEN) return `only a queen can be invisible (${squareName(s)})`;
    // K4: an invisible queen and its marker belong to the side that is not to move.
    if (isPiece(c) && isInvisible(c) && colourOf(c) === mover) return `the invisible queen on ${squareName(s)} belongs to the side to move; it would have been seen again`;
    if (isMarker(c) && markerColour(c) === mover) return `the marker on ${squareName(s)} belongs to the side to move; it would have gone`;
    // K10: the turn's first decision showed the opponent's queen again and took her marker away.
    if (pos.phase.kind !== 'move' && isPiece(c) && isInvisible(c)) return `the invisible queen on ${squareName(s)} would have been seen again with the turn's first decision`;
    if (pos.phase.kind !== 'move' && isMarker(c)) return `the marker on ${squareName(s)} would have gone with the turn's first decision`;
  }
  for (const colour of ['white', 'black'] as const) {
    const invisible = pos.board.filter((c) => isPiece(c) && isInvisible(c) && colourOf(c) === (colour === 'white' ? 0 : 1)).length;
    // K4: once per game and colour.
    if (invisible > 1) return `${colour} has ${invisible} invisible queens; the invisible move is made once per game`;
    if (invisible === 1 && pos.powers[colour].invisible) return `${colour}'s queen is invisible, so ${colour}'s invisible move is used (flag 0)`;
  }
  // K6 (Bowser): pieces struck during the turn in progress stay immobilized.
  if (pos.phase.kind === 'move' && pos.bowsered.length > 0) return 'Bowser can only have struck during a turn in progress (a pending phase)';
  for (const s of pos.bowsered) if (!(isPiece(pos.board[s]) && isImmobilized(pos.board[s]))) return `${squareName(s)} is listed as struck by Bowser but holds no immobilized piece`;
  if (!Number.isInteger(pos.plies) || pos.plies < 0) return 'the ply count must be 0 or more';
  if (pos.phase.kind === 'promote') {
    const c = pos.board[pos.phase.resume.square];
    if (!isPiece(c) || kindOf(c) !== PAWN || colourOf(c) !== mover) return `a promotion is pending on ${squareName(pos.phase.resume.square)}, where no pawn of the side to move stands`;
  }
  if (pos.phase.kind === 'drop' && !PROMOTIONS.includes(pos.phase.piece)) return 'Toadette brings a queen, rook, knight, bishop or king';
  return undefined;
}
