// The puzzle solver on tiny positions whose answers are known by hand: it must find every
// winning first move, find none where there is none, and not take for a win what the rules
// call a draw or what only some random outcomes give.
import { describe, expect, it } from 'vitest';
import { chakart, games, type Game, type GameTypes } from '@rulebook/rules';
import { textGames } from '@rulebook/notation';
import { winIn } from './solver.ts';

type Name = keyof typeof textGames;

/** A position read from its text (the notation's), failing the test on a bad string. */
function read(name: Name, text: string): any {
  const parsed = textGames[name].parsePosition(text);
  if (!parsed.ok) throw new Error(`${name} ${text}: ${parsed.error.message}`);
  return parsed.value;
}

/** The solver's winning first moves as move text, sorted. */
function solve(name: Name, text: string, turns: number): string[] {
  const game = games[name].create() as unknown as Game<GameTypes>;
  const position = read(name, text);
  const format = textGames[name].formatMove as (p: unknown, m: unknown) => string;
  return winIn(game, position, turns)
    .moves.map((m) => format(position, m))
    .sort();
}

describe('the solver', () => {
  it('C15: finds the one checkmate in 1 (Chakra: the Queen on the back rank, the King guarding the seventh)', () => {
    // Black King h8, White King g6 (covers g7, h7), Queen b1: only Qb8 mates; Qh1 leaves g8.
    expect(solve('chakra', '7k/8/6K1/8/8/8/8/1Q6 w - - 1', 1)).toEqual(['b1b8']);
  });

  it('finds no win where there is none (Chakra: the bare Kings)', () => {
    expect(solve('chakra', 'k7/8/8/8/8/8/8/K7 w - - 1', 1)).toEqual([]);
    expect(solve('chakra', 'k7/8/8/8/8/8/8/K7 w - - 1', 3)).toEqual([]);
  });

  it('C15: a stalemate is a draw, not a win, though it leaves the opponent no move', () => {
    // Qc7 leaves the Black King a8 no move and no check: stalemate. Nothing mates in 1.
    const text = 'k7/8/8/8/8/8/8/K1Q5 w - - 1';
    const chakra = games.chakra.create();
    const position = read('chakra', text);
    const stalemating = chakra.legalMoves(position).filter((m) => chakra.outcome(chakra.play(position, m).position)?.reason === 'stalemate');
    expect(stalemating.map((m) => textGames.chakra.formatMove(position, m))).toEqual(['c1c7']);
    // A solver that counted "the opponent cannot move" as a win would take Qc7.
    expect(solve('chakra', text, 1)).toEqual([]);
  });

  it('D4, D9: Medea: the compulsory capture of the last enemy piece wins in 1', () => {
    // White men d4 and a1, Black's one man d5: the capture is the only legal move (D4), and
    // Black is left without pieces (D9).
    const text = '8/8/8/3m4/3M4/8/8/M7 w -/- 1';
    expect(games.medea.create().legalMoves(read('medea', text))).toHaveLength(1);
    expect(solve('medea', text, 1)).toEqual(['d4xd6']);
  });

  it('K2, K4: Chakart: a capture of the last king wins whatever square the rook lays its banana on', () => {
    // Re1xe5 takes the king; the banana lands on d4, d6, f4 or f6: four branches, all won.
    const text = '8/8/8/4k3/8/8/8/4R2K w 0 {"flags":"0000"}';
    const capture = games.chakart.create().legalMoves(read('chakart', text)).filter((d) => d.kind === 'move' && d.to === 36);
    expect(chakart.everyOutcome(read('chakart', text), capture[0])).toHaveLength(4);
    expect(solve('chakart', text, 1)).toEqual(['Re1xe5']);
  });

  it('K5: Chakart: a banana that pushes onto the king in one direction of four is no forced win', () => {
    // The White King steps onto the banana e7 and is pushed north (taking the king e8), south,
    // east or west: only one outcome wins, so the move does not force a win.
    expect(solve('chakart', '4k3/4d3/4K3/8/8/8/8/8 w 0 {"flags":"0000"}', 1)).toEqual([]);
  });

  it('counts turns, not decisions or plies: a win in 2 is found with 2 and not with 1', () => {
    // King f6 and Queen b1 against the King h8: no mate now; three moves mate next turn. Kg6
    // (Kg8 forced, then Qb8), Qb7 (Kg8 forced, then Qg7) and Qg1 (Kh7 forced, then Qg7).
    const text = '7k/8/5K2/8/8/8/8/1Q6 w - - 1';
    expect(solve('chakra', text, 1)).toEqual([]);
    expect(solve('chakra', text, 2)).toEqual(['b1b7', 'b1g1', 'f6g6']);
  });
});
