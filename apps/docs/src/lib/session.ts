// What the play and replay pages need from a game, whatever the game: a game in progress as an
// immutable value (its options, start, position, move list, end), the decisions that extend it,
// its log and record as text (SessionGame, lib/<game>-session.ts), and a log replayed for
// viewing (ReplayGame, lib/<game>-replay.ts, apart so that a play page does not load the log
// reader). Each game implements them over its notation, so the pages run the same checks as
// the CLI; nothing here knows a rule.

import type { GameName, OptionSpec as RulesOption } from '@rulebook/rules';

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export const ok = <T,>(value: T): Result<T> => ({ ok: true, value });
export const err = <T,>(error: string): Result<T> => ({ ok: false, error });

export type Colour = 'white' | 'black';

/** A choice the players make before a game (Chakra's ruleset, Shakti's warrior jump, Chakart's randomness and seed). */
export interface OptionSpec {
  /** Its name, as the rules' option specs and the notation's start line name it (and a play link's query). */
  readonly name: string;
  readonly label: string;
  /** The values offered; none for a value typed in (`typed`). */
  readonly choices: readonly { readonly value: string; readonly label: string }[];
  readonly default: string;
  /** A value typed in rather than chosen (Chakart's seed): the field's hint; empty means the session draws one. */
  readonly typed?: { readonly placeholder: string; readonly pattern: string };
}

/** A typed option (Chakart's seed): a whole number, empty for a fresh one drawn by the session. */
export const typedOf = (name: string, label: string, placeholder: string, pattern: string): OptionSpec => ({ name, label, choices: [], default: '', typed: { placeholder, pattern } });

/**
 * A play page's choice over one of the rules' options: its values and its default are the
 * rules' (the game's definition); the page gives each value its words, in the menu's order,
 * and a value of the rules without words is an error (the page would not offer it).
 */
export function choiceOf<V extends string | number>(name: string, label: string, spec: RulesOption<V>, words: readonly (readonly [V, string])[]): OptionSpec {
  const values = spec.kind === 'choice' ? spec.values : [];
  const missing = values.filter((v) => !words.some(([w]) => w === v));
  if (missing.length > 0) throw new Error(`the ${name} menu gives no words for ${missing.join(', ')}`);
  return { name, label, choices: words.map(([value, text]) => ({ value: String(value), label: text })), default: String(spec.default) };
}

/** A play page's on/off choice over one of the rules' boolean options, its default the rules'. */
export function switchOf(name: string, label: string, spec: RulesOption<boolean>): OptionSpec {
  return { name, label, choices: [{ value: 'on', label: 'on' }, { value: 'off', label: 'off' }], default: spec.default ? 'on' : 'off' };
}

/** A piece taken off the board (the captured material beside it): its colour and kind, as the game's glyphs name them. */
export interface Taken {
  readonly colour: Colour;
  readonly kind: string;
}

/**
 * A decision as the room keeps it to play it again (a reload resumes the game): move text as
 * the session's `play` takes it (Chakart's with its outcomes in braces), a resignation or an
 * agreed draw.
 */
export type Decision = { readonly type: 'move'; readonly text: string } | { readonly type: 'resign'; readonly player: Colour } | { readonly type: 'draw' };

/** One decision in the move list. */
export interface PlayedMove {
  readonly ply: number;
  readonly player: Colour;
  /** The game's move text (`Qd1-d4`, `White resigns`, …), without Chakart's outcomes. */
  readonly text: string;
  /** What happened, in words (effects, flips), when the move text does not say it all. */
  readonly words?: string;
  /** What followed the decision, in players' words, shown under it (Chakart's effects). */
  readonly effects?: string;
  /** The pieces it took off the board. */
  readonly taken?: readonly Taken[];
  /** How to play it again. */
  readonly decision: Decision;
}

/** The squares of the last decision, by name, for the board's last-move tint. */
export interface LastSquares {
  readonly from?: string;
  readonly to?: string;
  readonly squares?: readonly string[];
}

/** An immutable game in progress on the play page. */
export interface Session {
  readonly options: Readonly<Record<string, string>>;
  /** The start position string. */
  readonly startText: string;
  /** The position after the last decision. */
  readonly positionText: string;
  /** The side to decide next (who resigns with the Resign button). */
  readonly turn: Colour;
  readonly moves: readonly PlayedMove[];
  /** Once over: the end in words, with its reason ("White wins by checkmate."). */
  readonly end?: string;
  /** Once over: who won, or a draw. */
  readonly result?: Colour | 'draw';
  readonly last?: LastSquares;
}

/** One event of a replayed log, for viewing. */
export interface ReplayStepView {
  readonly ply: number;
  /** The log line the event is on. */
  readonly line: number;
  readonly player?: Colour;
  readonly text: string;
  /** The event's facts as label/value pairs, shown as text. */
  readonly facts: readonly (readonly [string, string])[];
  readonly positionText: string;
  readonly last?: LastSquares;
  readonly end?: string;
  /** Who won, or a draw, when the event ended the game. */
  readonly result?: Colour | 'draw';
  /** What followed it, in players' words (Chakart's effects). */
  readonly effects?: string;
  readonly taken?: readonly Taken[];
}

/** A log replayed for viewing: every valid event, and the first error if there is one. */
export interface ReplayView {
  /** Absent when line 1 is not a valid start line. */
  readonly startText?: string;
  readonly options?: Readonly<Record<string, string>>;
  /** The start line's tags (players, event, …), shown as text. */
  readonly tags?: readonly (readonly [string, string])[];
  readonly steps: readonly ReplayStepView[];
  readonly error?: { readonly line: number; readonly column?: number; readonly message: string };
  /** What was read: a log, or a game record (read into a log by the notation, as the CLI's `convert` does). */
  readonly read?: 'log' | 'record';
  /** The game record of the events replayed (the compact share link's content); absent when nothing could be read. */
  readonly record?: string;
}

export interface SessionGame {
  readonly id: GameName;
  readonly name: string;
  readonly options: readonly OptionSpec[];
  /** A new game from options, at the standard start or at a pasted position string. */
  newGame(options: Readonly<Record<string, string>>, position?: string): Result<Session>;
  /** One decision as the board reports it (move text; Chakart: the decision with its outcomes). */
  play(session: Session, decision: string): Result<Session>;
  /** `player` resigns; or, online, ran out of time (`timeout`, G5: the server's clock decides). */
  resign(session: Session, player: Colour, timeout?: boolean): Session;
  agreeDraw(session: Session): Session;
  /** The game's log (JSON lines), as the CLI writes it; `tags` (the players' names) join the start line's. */
  log(session: Session, tags?: Readonly<Record<string, string>>): string;
  /** The game record, as the CLI writes it, with `tags` as `log`. */
  record(session: Session, tags?: Readonly<Record<string, string>>): string;
}

/** A game's logs replayed for viewing (the replay page), kept apart from the play session so a play page does not load the log reader. */
export interface ReplayGame {
  readonly id: SessionGame['id'];
  readonly name: string;
  /** A log's or a game record's text replayed; never throws (nor rejects). */
  replay(text: string): ReplayView | Promise<ReplayView>;
}

/**
 * A game's replay loaded when a log is first given (a paste, a file, a `?log=` link): the log
 * reader, the machine and the replay fold are a chunk of their own, so the replay page opens
 * with only the board and the shell (the page budget), and a failed load is an error view.
 */
export function replayOnDemand(id: ReplayGame['id'], name: string, load: () => Promise<ReplayGame>): ReplayGame {
  return {
    id,
    name,
    async replay(text) {
      try {
        return await (await load()).replay(text);
      } catch (e) {
        return { steps: [], error: { line: 1, message: `the ${name} replay could not be loaded: ${e instanceof Error ? e.message : String(e)}` } };
      }
    },
  };
}
