// What a game adds for the command line: the CLI contract. A game's rules (its definition in
// @rulebook/rules) and its text (its module in @rulebook/notation) already say everything the
// commands need about options, positions, moves, perft, logs and records; the adapter
// (adapter.ts) builds the commands' view of a game from those two. A game's folder here
// (chakra/, shakti/, medea/, chakart/) holds only what the command line shows besides: its
// boards, its square names in JSON, move-text examples, and the notes and words a player reads
// at the prompt. It exports one object, checked with `satisfies CliGame<…>`, listed once in
// registry.ts.

import type { AnyGameDefinition, GameDefinition } from '@rulebook/rules';
import type { TextGame, TextTypes } from '@rulebook/notation';
import type { Acted, Action, DrawOptions, LoadedLog, LogEntry, State, TextDrawOptions } from './game.ts';

/** The game value a definition makes (`games.chakra.create(…)`): every rule for one set of options. */
export type RulesOf<D extends AnyGameDefinition> = ReturnType<D['create']>;
export type PositionOf<D extends AnyGameDefinition> = ReturnType<RulesOf<D>['start']>;
export type MoveOf<D extends AnyGameDefinition> = RulesOf<D>['legalMoves'] extends (position: never) => readonly (infer M)[] ? M : never;
export type OptionsOf<D extends AnyGameDefinition> = RulesOf<D>['options'];

export interface CliGame<D extends AnyGameDefinition, T extends TextTypes> {
  /** The game's rules: its entry in the rules' registry (`games.chakra`). */
  readonly rules: D;
  /** The game's text: its module in the notation (`textGames.chakra`). */
  readonly text: TextGame<T>;

  /** A square's name as the move text writes it (`e2`, Shakti's cells): moves in JSON carry these. */
  squareName(square: number): string;
  /**
   * The rules' move objects as `--json` shows them, for `moves --help`: each kind with its fields
   * (`step {from, to}, pass {}`).
   */
  readonly moveObjects: string;
  /** Examples of move text, for `play`'s help. */
  readonly moveExamples: string;
  renderText(position: PositionOf<D>, options: TextDrawOptions): string;
  renderSvg(position: PositionOf<D>, options: DrawOptions): string;

  // Optional: absent, the command says nothing more ---------------------------------------
  /** A line for `play` when the side to move has a forced choice (Shakti's pass, Medea's capture). */
  forcedNote?(rules: RulesOf<D>, position: PositionOf<D>): string | undefined;
  /** `play`'s prompt without `> ` (absent: the status line, `Move 2, Black to move`, Chakart's with its phase). */
  prompt?(position: PositionOf<D>): string;
  /** A notice shown with a start position, never written into a log (Medea's provisional start, D1). */
  startNote?(rules: RulesOf<D>, position: PositionOf<D>): string | undefined;
  /** A replayed move in words, where its text says too little (Shakti's holes, Chakart's effects). */
  describe?(entry: LogEntry<PositionOf<D>>): string | undefined;
  /** A position string as typed, made ready for the text's reader (Chakart joins lines copied from its site). */
  positionInput?(text: string): string;

  // Options: the flags come from the rules' option specs ------------------------------------
  /** Help words that replace `default …` for an option whose default the command sets otherwise. */
  readonly optionHelp?: { readonly [K in keyof OptionsOf<D>]?: string };
  /**
   * The options a game value is made with, from those known (flags, a log's start line).
   * Absent: the rules' defaults fill the gaps. Chakart: the standard start unless a seed asks for a drawn one.
   */
  rulesOptions?(known: Partial<OptionsOf<D>>): Partial<OptionsOf<D>>;
  /** A new game's options (`new`, `play`): what the flags left open and a new game fixes (Chakart's fresh seed). */
  newGameOptions?(given: Partial<OptionsOf<D>>): OptionsOf<D>;

  // Playing: absent, the text's `playAction` decides ----------------------------------------
  /** One decision applied (Chakart: its outcomes drawn from the seed, G4, and its effects said). */
  act?(rules: RulesOf<D>, state: State, action: Action, known: Partial<OptionsOf<D>>): Acted;
  /** Before `play` goes on with a log: what the log lacks to go on (Chakart's seed), written into its start line. */
  resumeLog?(log: LoadedLog<PositionOf<D>>, flags: Partial<OptionsOf<D>>): { readonly log: LoadedLog<PositionOf<D>>; readonly note?: string };
}

/** Any game's CLI part, as the registry lists them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCliGame = CliGame<any, any>;

export type { GameDefinition };
