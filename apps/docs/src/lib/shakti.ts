// The one place where the docs touch the Shakti engine (its game definition, `shakti` in
// @rulebook/rules) and its text formats (@rulebook/notation). Components and pages import from
// here, never from the packages, so the browser island and the build-time pages run exactly the
// same code. An island imports Shakti's definition only, never the registry of every game.
import { shakti } from '@rulebook/rules';
import { shakti as shaktiText } from '@rulebook/notation';
import { oncePer, strictReader, valueOf } from './game-kit.ts';

export type Cell = shakti.Cell;
export type Colour = shakti.Colour;
export type ShaktiMove = shakti.ShaktiMove;
export type ShaktiPosition = shakti.ShaktiPosition;
export type ShaktiPieceType = shakti.ShaktiPieceType;
export type ShaktiFacts = shakti.ShaktiFacts;
export type WarriorJump = shakti.WarriorJump;
export type ShaktiGame = shakti.ShaktiGame;

export const cellName = (cell: Cell): string => shakti.cellName(cell);
export const parseCell = (text: string): Cell | undefined => shakti.parseCell(text);

/** Reads a position string; throws an Error naming the problem (diagrams are build input). */
export const parsePosition: (text: string) => ShaktiPosition = strictReader('Shakti position', shaktiText.parsePosition);

export const formatPosition = (pos: ShaktiPosition): string => shaktiText.formatPosition(pos);
export const formatMove = (pos: ShaktiPosition, move: ShaktiMove): string => shaktiText.formatMove(pos, move);

/** Reads move text in a position (a scenario's `White plays "…"`); undefined if not legal. */
export const parseMove = (pos: ShaktiPosition, text: string, warriorJump: WarriorJump): ShaktiMove | undefined =>
  valueOf(shaktiText.parseMove(pos, text, { warriorJump }));

/** The warriors' jump a diagram or a new game uses when it names none (S4). */
export const DEFAULT_WARRIOR_JUMP: WarriorJump = shakti.shaktiGame.options.warriorJump.default;

/** Shakti's rules for a warriors' jump (S4): one game value per jump, made once. */
export const shaktiRules: (warriorJump: WarriorJump) => ShaktiGame = oncePer((warriorJump) => shakti.shaktiGame.create({ warriorJump }));

export const SHAKTI_START_POSITION = shaktiText.formatPosition(shaktiRules(DEFAULT_WARRIOR_JUMP).start());

/** The status line and the end in the games' one voice (the CLI and the record say the same). */
export const statusLine = (pos: ShaktiPosition, check = false): string => shaktiText.statusLine(pos, check);
export const endingWords = (end: { readonly result: 'white' | 'black' | 'draw'; readonly reason: string }): string => shaktiText.endingWords(end);
