// The games the command knows, by name, and the ways a command finds its game: from the
// GAME argument, from a log's start line, from a record's Game tag.

import type { Command } from 'commander';
import { logGame, recordGame } from '@rulebook/notation';
import { located } from '../common.ts';
import { dataError, usageError } from '../errors.ts';
import type { Input } from '../io.ts';
import { chakartGame } from './chakart.ts';
import { chakraGame } from './chakra.ts';
import type { FlagValues, SomeGame } from './game.ts';
import { medeaGame } from './medea.ts';
import { shaktiGame } from './shakti.ts';

/** Every game, in the order help texts and error messages list them. */
export const GAMES: readonly SomeGame[] = [chakraGame, shaktiGame, medeaGame, chakartGame];

export const KNOWN_GAMES: readonly string[] = GAMES.map((game) => game.name);

/** `chakra, shakti, medea or chakart`, for help texts. */
export const GAME_CHOICES = `${KNOWN_GAMES.slice(0, -1).join(', ')} or ${KNOWN_GAMES[KNOWN_GAMES.length - 1]}`;

/** The game named on the command line; an unknown name is a usage error (exit 2). */
export function requireGame(name: string | undefined, fallback = 'chakra'): SomeGame {
  const wanted = name ?? fallback;
  const game = GAMES.find((candidate) => candidate.name === wanted);
  if (game === undefined) throw usageError(`unknown game '${wanted}'; known games: ${KNOWN_GAMES.join(', ')}`);
  return game;
}

/** Declares the variant flags of every game on a command (none with a default: see `variantOf`). */
export function addVariantFlags(command: Command, note = ''): Command {
  for (const game of GAMES) {
    for (const flag of game.flags) command.option(flag.flags, flag.description + note);
  }
  return command;
}

/** The first word of a flag's text: `--ruleset`. */
const flagWord = (flags: string): string => flags.split(' ')[0]!;

/** The values of every game's variant flags in commander's options (absent: not given). */
export function flagValues(options: object): FlagValues {
  const values: Record<string, string | undefined> = {};
  for (const game of GAMES) {
    for (const flag of game.flags) {
      const value = (options as Record<string, unknown>)[flag.key];
      if (typeof value === 'string') values[flag.key] = value;
    }
  }
  return values;
}

/** The variant flags given on the command line: the game they belong to, the flag, the value. */
export function givenFlags(options: object): { game: SomeGame; key: string; flag: string; value: string }[] {
  const values = flagValues(options);
  return GAMES.flatMap((game) =>
    game.flags.flatMap((flag) => {
      const value = values[flag.key];
      return value === undefined ? [] : [{ game, key: flag.key, flag: flagWord(flag.flags), value }];
    }),
  );
}

/** A usage error when a variant flag of another game was given (`--warrior-jump` with chakra). */
export function rejectForeignFlags(game: SomeGame, options: object): void {
  const foreign = givenFlags(options).filter((given) => given.game !== game);
  if (foreign.length === 0) return;
  const list = foreign.map((given) => `${given.flag} (a ${given.game.name} option)`).join(', ');
  throw usageError(`${list} does not apply to ${game.name}`);
}

/** The game's variant from the command's options; a foreign flag or a bad value is a usage error. */
export function variantOf(game: SomeGame, options: object): unknown {
  rejectForeignFlags(game, options);
  return game.variant(flagValues(options));
}

/** The --position option: a position string (default the variant's start position), checked. */
export function positionFrom(game: SomeGame, text: string | undefined, variant: unknown): unknown {
  return text === undefined ? game.initialPosition(variant) : game.parsePosition(text);
}

/** The game a log's start line names; a log that names none (or an unknown one) is a data error. */
export function gameOfLog(input: Input): SomeGame {
  const found = logGame(input.text);
  if (!found.ok) throw dataError(located(input.name, found.error));
  return requireGame(found.value);
}

/** The game a record's Game tag names; a record without one (or an unknown one) is a data error. */
export function gameOfRecord(input: Input): SomeGame {
  const found = recordGame(input.text);
  if (!found.ok) throw dataError(located(input.name, found.error));
  return requireGame(found.value);
}
