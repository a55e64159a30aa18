// The commands' view of a game (game.ts), built once for every game from its rules (a
// definition of @rulebook/rules), its text (a module of @rulebook/notation) and its CLI part
// (contract.ts). Everything that follows from the two contracts is derived here, the same for
// every game: the options and their words from the rules' option specs, game values from the
// options, positions, moves and their JSON, perft, logs and records through the text module.

import type { AnyGameDefinition, OptionSpec } from '@rulebook/rules';
import type { Result, TextError, TextTypes } from '@rulebook/notation';
import { badPosition, capitalised, located } from '../common.ts';
import { dataError, usageError } from '../errors.ts';
import type { AnyCliGame, CliGame } from './contract.ts';
import type { Acted, CommandOption, Game, LoadedLog, Options, SomeGame, State } from './game.ts';
import { lineReplay, loadLog } from './log.ts';

/** `warriorJump` → `warrior jump`: an option's name in words. */
export const optionWords = (name: string): string => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

/** An option's value as the command line writes it: booleans are `on` and `off`. */
export const optionText = (value: unknown): string => (typeof value === 'boolean' ? (value ? 'on' : 'off') : String(value));

/** The options to show of those known: every one given, a yes/no one only when not its default. */
function shown(options: readonly CommandOption[], variant: Options): [string, unknown][] {
  return options.flatMap(({ name, spec }): [string, unknown][] => {
    const value = variant[name];
    if (value === undefined || (spec.kind === 'boolean' && value === spec.default)) return [];
    return [[name, value]];
  });
}

/** A game's rules values by options: made once per set of options. */
function gameValues<D extends AnyGameDefinition>(rules: D, fill: (known: Options) => Options): (known: Options) => ReturnType<D['create']> {
  const made = new Map<string, ReturnType<D['create']>>();
  return (known) => {
    const options = fill(known);
    const key = JSON.stringify(options, Object.keys(options).sort());
    let game = made.get(key);
    if (game === undefined) {
      game = rules.create(options) as ReturnType<D['create']>;
      made.set(key, game);
    }
    return game;
  };
}

const byText = <X extends { readonly text: string }>(a: X, b: X): number => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);

/** The commands' view of one game. */
export function adapt<D extends AnyGameDefinition, T extends TextTypes>(cli: CliGame<D, T>): SomeGame {
  // Inside, a game's values are opaque: they only go back to the same game's rules and text.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Any = any;
  const rules: AnyGameDefinition = cli.rules;
  const text = cli.text as AnyCliGame['text'];
  const specs = rules.options as Readonly<Record<string, OptionSpec<unknown>>>;
  const help = (cli.optionHelp ?? {}) as Readonly<Record<string, string | undefined>>;
  const options: CommandOption[] = Object.entries(specs).map(([name, spec]) => ({
    name,
    spec,
    defaultHelp: help[name] ?? `default ${optionText(spec.default)}`,
  }));
  const game = gameValues(rules, (known) => (cli.rulesOptions ? cli.rulesOptions(known as Any) : known) as Options);
  /** The options a start line records: each option in `options`, or beside them (Chakra's ruleset). */
  const variantOfStart = (start: Record<string, unknown> & { readonly options: object }): Options =>
    Object.fromEntries(
      options.flatMap(({ name }) => {
        const value = (start.options as Record<string, unknown>)[name] ?? start[name];
        return value === undefined ? [] : [[name, value]];
      }),
    );
  const squareName = (value: unknown): unknown =>
    typeof value === 'number' ? cli.squareName(value) : Array.isArray(value) ? value.map(squareName) : value;
  // The rules' move object as it is, its squares by name, and its text.
  const moveJson = (position: unknown, move: unknown): Record<string, unknown> => ({
    ...Object.fromEntries(Object.entries(move as object).map(([key, value]) => [key, squareName(value)])),
    notation: text.formatMove(position, move),
  });
  /** A logged move's JSON: its text read again in the position it was played in, under the log's options. */
  const moveObjectOf = (start: unknown) => {
    const readOptions = text.playText.rulesOptions(start);
    return (before: unknown, moveText: string): Record<string, unknown> => {
      const read = text.parseMove(before, moveText, readOptions);
      return read.ok ? moveJson(before, read.value) : { notation: moveText };
    };
  };

  const view: Game<Any, Any> = {
    name: rules.name,
    title: rules.title,

    options,
    variantWords: (variant) => shown(options, variant).map(([name, value]) => `${optionWords(name)} ${optionText(value)}`).join(', '),
    variantJson: (variant) => Object.fromEntries(shown(options, variant)),
    newGameVariant: (given) => ({ ...rules.create({}).options, ...(cli.newGameOptions ? cli.newGameOptions(given as Any) : given) }),
    fixesNewGame: cli.newGameOptions !== undefined,

    initialPosition: (variant) => game(variant).start(),
    parsePosition(input, variant) {
      const given = cli.positionInput ? cli.positionInput(input) : input;
      const parsed = text.parsePosition(given);
      if (!parsed.ok) {
        if (given === input) badPosition(parsed.error);
        const column = parsed.error.column === undefined ? '' : `, column ${parsed.error.column}`;
        throw usageError(`bad position (joined into one line: ${given})${column}: ${parsed.error.message}`);
      }
      const problem = game(variant).validate(parsed.value);
      if (problem !== undefined) throw usageError(`bad position: ${problem}`);
      return parsed.value;
    },
    formatPosition: (position) => text.formatPosition(position),
    turn: (position) => position.turn,
    isCheck: (position, variant) => game(variant).isCheck(position),
    startNote: (position, variant) => cli.startNote?.(game(variant) as Any, position),

    legalMoves: (position, variant) =>
      game(variant)
        .legalMoves(position)
        .map((move: unknown) => ({ move, text: text.formatMove(position, move) }))
        .sort(byText),
    moveJson,
    divide: (position, depth, variant, onMove) =>
      game(variant)
        .divide(position, depth, onMove)
        .map(({ move, nodes }: { move: unknown; nodes: number }) => ({ text: text.formatMove(position, move), nodes }))
        .sort(byText),
    forcedNote: (position, variant) => cli.forcedNote?.(game(variant) as Any, position),
    moveObjects: cli.moveObjects,
    moveExamples: cli.moveExamples,
    prompt: (position) => (cli.prompt ? cli.prompt(position) : text.statusLine(position)),
    statusLine: (position, variant) => text.statusLine(position, game(variant).isCheck(position)),

    renderText: (position, drawOptions) => cli.renderText(position, drawOptions),
    renderSvg: (position, drawOptions) => cli.renderSvg(position, drawOptions),

    startLine(variant, position, tags) {
      const start = text.startEvent({ ...variant, position, tags });
      if (!start.ok) throw usageError(start.error.message);
      return text.writeStartLine(start.value);
    },
    startGame(line) {
      const read = text.readStartLine(line);
      const started = read.ok ? text.startFromEvent(read.value) : read;
      if (!started.ok) throw usageError(started.error.message);
      return { machine: started.value.snapshot, drawn: 0 };
    },
    positionOf: (state) => state.machine.context.position,
    endOf: (state) => state.machine.context.result,
    loadLog: (input, upToPly) => loadLog(text, variantOfStart, moveObjectOf, input, upToPly),
    replayLines: (source, line) => lineReplay(text, variantOfStart, moveObjectOf, source, line),
    resumeLog: (log: LoadedLog<Any>, flags) => (cli.resumeLog ? cli.resumeLog(log, flags as Any) : { log }),
    act(state, action, variant): Acted {
      if (cli.act) return cli.act(game(variant) as Any, state, action, variant as Any);
      // The game's own options are the snapshot's: the text's play takes them from there.
      const played = text.playAction(state.machine as Any, action);
      if (!played.ok) return played;
      const { snapshot, logEvent } = played.value;
      const next: State = { machine: snapshot, drawn: state.drawn };
      return { ok: true, value: { state: next, line: (ply) => text.writeEventLine(logEvent(ply)) } };
    },
    describe: (entry) => cli.describe?.(entry),
    logToRecord(input) {
      // The log is replayed first: a record is written only for a valid game.
      const replayed = text.replayLog(input.text);
      if (!replayed.ok) throw dataError(located(input.name, replayed.error ?? { line: 1, message: 'not a log' }));
      return text.writeRecord(replayed);
    },
    recordToLog(input) {
      const converted = text.recordToLog(input.text);
      if (!converted.ok) throw dataError(located(input.name, converted.error));
      return converted.value;
    },
    recordWriter(replay) {
      const writer = text.recordWriter(replay.startEvent);
      return {
        add: (entry) => {
          // A record has no place for the reveal of a committed seed (G4 online): its Commitment tag stays.
          if (entry.kind === 'reveal') return;
          writer.add({
            kind: entry.kind,
            text: entry.text,
            ...(entry.player === undefined ? {} : { player: entry.player }),
            ...(entry.outcomes === undefined ? {} : { outcomes: entry.outcomes }),
            ...(entry.result === undefined ? {} : { end: entry.result }),
          });
        },
        finish: () => writer.finish(),
      };
    },
    recordReader(tags) {
      const read = text.readRecordMoves(tags);
      if (!read.ok) return read;
      const moves = read.value;
      const lines = (events: Result<readonly unknown[], TextError>): Result<string[], TextError> =>
        events.ok ? { ok: true, value: events.value.map((event) => text.writeEventLine(event)) } : events;
      return {
        ok: true,
        value: {
          startLine: text.writeStartLine(moves.start),
          line: (line, number) => lines(moves.line(line, number)),
          end: (lineCount) => lines(moves.end(lineCount)),
        },
      };
    },
  };
  return view as SomeGame;
}
