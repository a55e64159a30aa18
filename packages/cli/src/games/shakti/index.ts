// Shakti on the command line (source 001; rulings S1-S7): what the command adds to the rules
// (`games.shakti`) and the text (`textGames.shakti`): the boards with their holes, cell names,
// move-text examples, the forced pass said at the prompt, and moves in words for `replay`.

import { games, shakti } from '@rulebook/rules';
import { textGames, type shakti as shaktiText } from '@rulebook/notation';
import { capitalised } from '../../common.ts';
import type { CliGame } from '../contract.ts';
import type { LogEntry } from '../game.ts';
import { renderShaktiSvg } from './svg.ts';
import { renderShaktiText } from './text-board.ts';

type ShaktiPosition = shakti.ShaktiPosition;

const name = (cell: number): string => shakti.cellName(cell);

/** The cells strictly between two cells on one line (rank, file or diagonal). */
function between(from: string, to: string): string[] {
  const a = shakti.parseCell(from);
  const b = shakti.parseCell(to);
  if (a === undefined || b === undefined) return [];
  const df = (b % 7) - (a % 7);
  const dr = Math.floor(b / 7) - Math.floor(a / 7);
  const steps = Math.max(Math.abs(df), Math.abs(dr));
  if (steps < 2 || (df !== 0 && dr !== 0 && Math.abs(df) !== Math.abs(dr))) return [];
  const cells: string[] = [];
  for (let i = 1; i < steps; i++) cells.push(name(a + (Math.sign(dr) * 7 + Math.sign(df)) * i));
  return cells;
}

interface FactsWords {
  piece?: string;
  from?: string;
  to?: string;
  captured?: { cell: string; piece: string };
  removedTile?: string;
  pass?: boolean;
  check?: boolean;
}

/** `warrior b2-d4, the tile c3 is removed`, `King d2-d5 over the holes d3, d4`, … */
function describe(entry: LogEntry<ShaktiPosition>): string | undefined {
  if (entry.kind !== 'move' || typeof entry.facts !== 'object' || entry.facts === null) return undefined;
  const facts = entry.facts as FactsWords;
  const words: string[] = [];
  if (facts.pass) {
    words.push(`${capitalised(entry.player ?? 'white')} cannot move and passes`);
  } else if (facts.from !== undefined && facts.to !== undefined) {
    const piece = facts.piece === 'king' ? 'King' : 'warrior';
    let move = `${piece} ${facts.from}-${facts.to}`;
    if (facts.captured !== undefined) move += ` captures the ${facts.captured.piece} on ${facts.captured.cell}`;
    words.push(move);
    // A move goes to the first tile seen (or a jump to the second): whatever else lies
    // between was a hole (S2-S4).
    const holes = between(facts.from, facts.to).filter((cell) => cell !== facts.removedTile);
    if (holes.length > 0) words.push(`over the hole${holes.length > 1 ? 's' : ''} ${holes.join(' ')}`);
    if (facts.removedTile !== undefined) words.push(`the tile ${facts.removedTile} is removed`);
  }
  if (facts.check) words.push('check');
  return words.length === 0 ? undefined : words.join(', ');
}

export const shaktiCli: CliGame<typeof games.shakti, shaktiText.Types> = {
  rules: games.shakti,
  text: textGames.shakti,
  squareName: name,
  moveObjects: 'step {from, to}, jump {from, to, removed}, pass {}',
  moveExamples: 'd2d5 (a step: King or warrior), d2xc3 (the King captures), b2d4/c3 (a warrior jumps, the tile c3 is removed), pass',
  renderText: renderShaktiText,
  renderSvg: renderShaktiSvg,
  forcedNote(rules, position) {
    const moves = rules.legalMoves(position);
    if (moves.length !== 1 || moves[0]!.kind !== 'pass') return undefined;
    return `${capitalised(position.turn)} is not in check but has no legal move and must pass (S7): type 'pass'.`;
  },
  describe,
};
