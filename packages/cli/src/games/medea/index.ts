// Medea on the command line (source 003; rulings D1-D9): what the command adds to the rules
// (`games.medea`) and the text (`textGames.medea`): the boards, move-text examples, the
// compulsory capture said at the prompt, moves in words for `replay`, and the note that the
// start position is a provisional reconstruction (D1: the published diagram is lost), said
// wherever the CLI shows that start (`new`, `play`, `render`, `replay`) and never logged.

import { games, medea, squareName } from '@rulebook/rules';
import { textGames, type medea as medeaText } from '@rulebook/notation';
import { capitalised } from '../../common.ts';
import type { CliGame, RulesOf } from '../contract.ts';
import type { LogEntry } from '../game.ts';
import { renderMedeaSvg } from './svg.ts';
import { renderMedeaText } from './text-board.ts';

type MedeaPosition = medea.MedeaPosition;
type MedeaMove = medea.MedeaMove;

/** Whether a move takes something: a jump sequence, or a transmission onto an enemy piece (D8). */
function isCapture(position: MedeaPosition, move: MedeaMove): boolean {
  if (move.kind === 'capture') return true;
  if (move.kind !== 'step' || move.via === undefined) return false;
  const target = position.board[move.to];
  return target != null && target.colour !== position.turn;
}

/** The facts of a move as the log writes them (square names). */
interface FactsWords {
  piece?: 'man' | 'king';
  from?: string;
  to?: string;
  via?: string;
  path?: string[];
  captured?: { square: string; piece: 'man' | 'king' }[];
  promoted?: boolean;
}

const takenWords = (captured: readonly { square: string; piece: string }[]): string =>
  captured.map((taken) => (taken.piece === 'king' ? `${taken.square} (a king)` : taken.square)).join(', ');

/**
 * `man d4-f6 capturing d5, e6`, `man b3 enters its chakra a4 and is transmitted to h4,
 * capturing the man there`, `White's chakra a2-b3`, `…, promotes`.
 */
function describe(entry: LogEntry<MedeaPosition>): string | undefined {
  if (entry.kind !== 'move' || typeof entry.facts !== 'object' || entry.facts === null) return undefined;
  const facts = entry.facts as FactsWords;
  const { from, to } = facts;
  if (from === undefined || to === undefined) return undefined;
  if (facts.piece === undefined) return `${capitalised(entry.player ?? 'white')}'s chakra ${from}-${to}`;
  const piece = facts.piece;
  let words: string;
  if (facts.via !== undefined && from === to) {
    // D8, as Chakra's C9: in through the own vacant chakra and back to where it stood.
    words = `${piece} ${from} enters its chakra ${facts.via} and is transmitted back to ${from} (a pass)`;
  } else if (facts.via !== undefined) {
    words = `${piece} ${from} enters its chakra ${facts.via} and is transmitted to ${to}`;
    const taken = facts.captured?.[0];
    if (taken !== undefined) words += `, capturing the ${taken.piece} there`;
  } else {
    words = `${piece} ${from}-${to}`;
    if (facts.captured !== undefined && facts.captured.length > 0) words += ` capturing ${takenWords(facts.captured)}`;
  }
  if (facts.promoted) words += ', promotes';
  return words;
}

/** The side to move must capture (D4, D8): the captures, said at the prompt. */
function captureNote(rules: RulesOf<typeof games.medea>, position: MedeaPosition): string | undefined {
  const moves = rules.legalMoves(position);
  if (moves.length === 0 || !moves.every((move) => isCapture(position, move))) return undefined;
  const texts = moves.map((move) => textGames.medea.formatMove(position, move)).sort();
  const most = Math.max(...moves.map((move) => (move.kind === 'capture' ? move.captured.length : 1)));
  const what = most > 1 ? `, taking the most pieces (${most})` : '';
  return `${capitalised(position.turn)} must capture (D4, D8)${what}: ${texts.join(' ')}`;
}

export const medeaCli: CliGame<typeof games.medea, medeaText.Types> = {
  rules: games.medea,
  text: textGames.medea,
  squareName,
  moveObjects: 'step {from, to, via?}, capture {from, to, path, captured}, chakra {from, to}, pass {square, via}',
  moveExamples:
    'c3d4 (a step or a king slide), d4xd6xf6 or d4xf6 (a capture: every landing square, or the start and end when that is enough), b2~h2 and b2~xh2 (through the Transmitter), Ta2b3 (a chakra moves), pass',
  renderText: renderMedeaText,
  renderSvg: renderMedeaSvg,
  forcedNote: captureNote,
  // The provisional start (D1), and only at the first move.
  startNote: (rules, position) =>
    rules.positionKey(position) === rules.positionKey(rules.start()) && position.fullmove === 1 ? medea.PROVISIONAL_SETUP_NOTE : undefined,
  describe,
};
