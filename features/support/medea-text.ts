// Medea as the players write it, for the steps: the position string and move text of
// @rulebook/notation over the rules of @rulebook/rules, and Medea's answers to the steps
// every game shares (see table.ts).

import { medea as medeaText } from '@rulebook/notation';
import { medea, parseSquare } from '@rulebook/rules';
import { machineSteps, type GameTable, type MoveOwner } from './table.ts';
import { rulesOf, type MedeaSlot } from './world.ts';

type MedeaMove = medea.MedeaMove;
type MedeaPosition = medea.MedeaPosition;

export function readMedeaPosition(text: string): MedeaPosition {
  const parsed = medeaText.parsePosition(text);
  if (!parsed.ok) {
    const { column, message } = parsed.error;
    throw new Error(`The Medea position "${text}" does not parse${column === undefined ? '' : ` (column ${column})`}: ${message}`);
  }
  return parsed.value;
}

export const writeMedeaPosition = (position: MedeaPosition): string => medeaText.formatPosition(position);

/** The legal moves of the side to move, each with its canonical text. */
export function medeaLegalMoves(position: MedeaPosition): { move: MedeaMove; text: string }[] {
  return rulesOf('medea').legalMoves(position).map((move) => ({ move, text: medeaText.formatMove(position, move) }));
}

/**
 * The shape of a Medea move text (contract): step or slide `c3d4`, transmission `b2~h2`, with
 * replacement `b2~xh2`, jump sequence `d4xd6xf6` (or its short form `d4xf6`), chakra move
 * `Ta2b3`, `pass`.
 */
export const MEDEA_MOVE_TEXT = /^(?:[a-h][1-8](?:~x?)?[a-h][1-8]|[a-h][1-8](?:x[a-h][1-8])+|T[a-h][1-8][a-h][1-8]|pass)$/;

export function medeaSquare(text: string): number {
  const sq = parseSquare(text);
  if (sq === undefined) throw new Error(`"${text}" is not a square of the Medea board (a1 … h8)`);
  return sq;
}

/** Where a move starts, as the steps ask it: the piece's square (the pass: the piece's chakra). */
export function moveSquare(move: MedeaMove): number {
  return move.kind === 'pass' ? move.square : move.from;
}

/**
 * The legal move a text stands for: its canonical text, or any form the notation's reader
 * accepts (the short form of a capture). Throws with the reader's reason otherwise.
 */
export function readMedeaMove(position: MedeaPosition, text: string): MedeaMove {
  const exact = medeaLegalMoves(position).find((m) => m.text === text);
  if (exact) return exact.move;
  const parsed = medeaText.parseMove(position, text);
  if (!parsed.ok) {
    throw new Error(`"${text}" is not a legal move in "${writeMedeaPosition(position)}": ${parsed.error.message}\n  legal: ${legalList(position)}`);
  }
  return parsed.value;
}

export const legalList = (position: MedeaPosition): string =>
  medeaLegalMoves(position)
    .map((m) => m.text)
    .sort()
    .join(' ') || '(none)';

/**
 * The move a text names, for a check that the game refuses it: a legal move of the position,
 * or — when the position has none by that name (a game already won) — a step or chakra move
 * built from its squares.
 */
function rejectable(position: MedeaPosition, text: string): MedeaMove {
  try {
    return readMedeaMove(position, text);
  } catch (error) {
    const m = /^(T?)([a-h][1-8])([a-h][1-8])$/.exec(text);
    if (!m) throw error;
    return { kind: m[1] ? 'chakra' : 'step', from: medeaSquare(m[2]!), to: medeaSquare(m[3]!) };
  }
}

/** Medea's answers to the steps every game shares. */
export function medeaTable(slot: MedeaSlot): GameTable {
  return {
    ...machineSteps({
      slot,
      applyEvent: slot.rules.applyEvent,
      rejectionReason: slot.rules.rejectionReason,
      outcome: (position) => slot.rules.outcome(position),
      // Any form the notation's reader accepts (the short form of a capture).
      readMove: (position, text) => readMedeaMove(position, text),
      rejectable,
      square: medeaSquare,
    }),
    title: 'Medea',
    positionText: () => writeMedeaPosition(slot.position),
    settings: () => `repetition: ${slot.repetition ? 'on' : 'off'}`,
    turn: () => slot.position.turn,
    legalTexts: () => medeaLegalMoves(slot.position).map((m) => m.text),
    movesOf(owner: MoveOwner, at: string): string[] {
      const sq = medeaSquare(at);
      return medeaLegalMoves(slot.position)
        .filter(({ move }) => (owner === 'chakra' ? move.kind === 'chakra' : move.kind !== 'chakra') && moveSquare(move) === sq)
        .map((m) => m.text);
    },
    moveShape: MEDEA_MOVE_TEXT,
    isCheck(): boolean {
      throw new Error('Medea has no check: ask what the game allows instead');
    },
  };
}
