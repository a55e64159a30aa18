// The games the command knows: one line per game below. Everything the commands ask of "the
// games" comes from a registry built from such a list (help texts, flags, the game of a log or
// a record), so a program can build the command with a game more (`createProgram({ games:
// [...cliGames, mine] })`) and no other list of games exists in the CLI.

import type { Command } from 'commander';
import { logGame, recordGame, type TextError } from '@rulebook/notation';
import { located } from '../common.ts';
import { dataError, usageError } from '../errors.ts';
import type { Input } from '../io.ts';
import { adapt } from './adapter.ts';
import type { AnyCliGame } from './contract.ts';
import type { Options, SomeGame } from './game.ts';
import { flagsOf, optionValue, type OptionFlag } from './options.ts';
import { chakraCli } from './chakra/index.ts';
import { shaktiCli } from './shakti/index.ts';
import { medeaCli } from './medea/index.ts';
import { chakartCli } from './chakart/index.ts';

/** Every game, in the order help texts and error messages list them. */
export const cliGames: readonly AnyCliGame[] = [chakraCli, shaktiCli, medeaCli, chakartCli];

/** A variant flag given on the command line: its option, the flag, the value as typed. */
export interface GivenFlag {
  readonly flag: OptionFlag;
  readonly value: string;
}

export interface Registry {
  readonly games: readonly SomeGame[];
  /** `chakra, shakti, medea or chakart`, for help texts. */
  readonly choices: string;
  /** The game of that name; an unknown name is a usage error (exit 2). */
  require(name: string): SomeGame;
  /** Declares every game's option flags on a command (no defaults: see `variantOf`). */
  addOptionFlags(command: Command, note?: string): Command;
  /** The option flags given on the command line. */
  givenFlags(options: object): GivenFlag[];
  /** The game's options from the flags given; a flag of another game or a bad value is a usage error. */
  variantOf(game: SomeGame, options: object): Options;
  /** The --position option: a position string (default the options' start position), checked. */
  positionFrom(game: SomeGame, text: string | undefined, variant: Options): unknown;
  /** The game a log's start line names, or the problem on that line. */
  gameOfStartLine(text: string, line: number): { ok: true; value: SomeGame } | { ok: false; error: TextError };
  /** The game a log's start line names; a log that names none (or an unknown one) is a data error. */
  gameOfLog(input: Input): SomeGame;
  /** The game a record's Game tag names; a record without one (or an unknown one) is a data error. */
  gameOfRecord(input: Input): SomeGame;
}

/** `a, b or c`. */
const listOr = (items: readonly string[]): string => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);

/** The `game` a start line names, read without the notation's list of games. */
function startLineGame(text: string): string | undefined {
  try {
    const value = JSON.parse(text.split('\n')[0] ?? '') as unknown;
    const game = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['game'] : undefined;
    return typeof game === 'string' ? game : undefined;
  } catch {
    return undefined;
  }
}

/** A record's Game tag, read without the notation's list of games. */
const recordTag = (text: string): string | undefined => /^\s*\[Game\s+"([^"\\]*)"\]/m.exec(text)?.[1];

export function registryOf(list: readonly AnyCliGame[] = cliGames): Registry {
  const games = list.map(adapt);
  const names = games.map((game) => game.name);
  const named = (name: string): SomeGame | undefined => games.find((game) => game.name === name);
  const flags = flagsOf(games);
  const require = (name: string): SomeGame => {
    const game = named(name);
    if (game === undefined) throw usageError(`unknown game '${name}'; known games: ${names.join(', ')}`);
    return game;
  };
  const givenFlags = (options: object): GivenFlag[] =>
    flags.flatMap((flag) => {
      const value = (options as Record<string, unknown>)[flag.key];
      return typeof value === 'string' ? [{ flag, value }] : [];
    });
  // The notation knows the games it ships; a game added to this registry is found by its name
  // (a log's `game`) or its title (a record's Game tag), with the notation's error otherwise.
  const gameOfStartLine = (text: string, line: number): { ok: true; value: SomeGame } | { ok: false; error: TextError } => {
    const found = logGame(text);
    const game = found.ok ? named(found.value) : named(startLineGame(text) ?? '');
    if (game !== undefined) return { ok: true, value: game };
    if (!found.ok) return { ok: false, error: { ...found.error, line } };
    return { ok: false, error: { line, message: `unknown game ${found.value}` } };
  };
  return {
    games,
    choices: listOr(names),
    require,
    addOptionFlags(command, note = '') {
      for (const flag of flags) command.option(flag.flags, flag.description + note);
      return command;
    },
    givenFlags,
    variantOf(game, options) {
      const given = givenFlags(options);
      const foreign = given.filter(({ flag }) => !flag.games.includes(game.name));
      if (foreign.length > 0) {
        const list = foreign.map(({ flag }) => `${flag.word} (a ${listOr(flag.games)} option)`).join(', ');
        throw usageError(`${list} does not apply to ${game.name}`);
      }
      return Object.fromEntries(given.map(({ flag, value }) => [flag.key, optionValue(flag, game, value)]));
    },
    positionFrom: (game, text, variant) => (text === undefined ? game.initialPosition(variant) : game.parsePosition(text, variant)),
    gameOfStartLine,
    gameOfLog(input) {
      const found = gameOfStartLine(input.text, 1);
      if (!found.ok) throw dataError(located(input.name, found.error));
      return found.value;
    },
    gameOfRecord(input) {
      const found = recordGame(input.text);
      const tag = recordTag(input.text);
      const game = found.ok ? named(found.value) : games.find((candidate) => candidate.title === tag);
      if (game !== undefined) return game;
      throw dataError(located(input.name, found.ok ? { line: 1, message: `unknown game ${found.value}` } : found.error));
    },
  };
}

/** A command on one game's position (`moves`, `render`): `<game>`, `--position`, then every game's option flags. */
export function positionCommand(program: Command, registry: Registry, name: string, description: string): Command {
  const command = program
    .command(name)
    .description(description)
    .argument('<game>', `the game (${registry.choices})`)
    .option('--position <string>', 'the position string (default: the start position)');
  return registry.addOptionFlags(command);
}
