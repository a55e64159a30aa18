// The games' options as command-line flags, derived from the rules' option specs: one flag per
// option name (`warriorJump` → `--warrior-jump <seen|adjacent>`), shared by the games that
// have an option of that name (`--repetition`), its help said per game, its value read by the
// spec's kind.

import { usageError } from '../errors.ts';
import { optionText, optionWords } from './adapter.ts';
import type { SomeGame } from './game.ts';

export interface OptionFlag {
  /** Commander's flag text: `--warrior-jump <seen|adjacent>`. */
  readonly flags: string;
  /** The flag alone: `--warrior-jump`. */
  readonly word: string;
  /** The option's name, the key commander gives the value under: `warriorJump`. */
  readonly key: string;
  readonly description: string;
  /** The games that have the option. */
  readonly games: readonly string[];
}

const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** One flag per option name over the games, in the order the games and their options come. */
export function flagsOf(games: readonly SomeGame[]): OptionFlag[] {
  const byName = new Map<string, { placeholder: string; help: { game: string; text: string }[] }>();
  for (const game of games) {
    for (const { name, spec, defaultHelp } of game.options) {
      const placeholder = spec.kind === 'boolean' ? 'on|off' : spec.kind === 'integer' ? 'n' : spec.values.map(optionText).join('|');
      const entry = byName.get(name) ?? { placeholder, help: [] };
      entry.help.push({ game: game.name, text: `${spec.description} (${spec.source}), ${defaultHelp}` });
      byName.set(name, entry);
    }
  }
  return [...byName].map(([name, { placeholder, help }]) => {
    const word = `--${kebab(name)}`;
    const same = help.every((h) => h.text === help[0]!.text);
    const description = same ? `${help.map((h) => h.game).join(', ')}: ${help[0]!.text}` : help.map((h) => `${h.game}: ${h.text}`).join('; ');
    return { flags: `${word} <${placeholder}>`, word, key: name, description, games: help.map((h) => h.game) };
  });
}

/** A flag's value for a game, read by the kind of the game's option; a bad value is a usage error. */
export function optionValue(flag: OptionFlag, game: SomeGame, text: string): unknown {
  const spec = game.options.find((option) => option.name === flag.key)!.spec;
  switch (spec.kind) {
    case 'boolean':
      if (text === 'on' || text === 'off') return text === 'on';
      throw usageError(`${flag.word} must be on or off, got '${text}'`);
    case 'integer':
      if (!/^\d+$/.test(text) || Number(text) < spec.min || Number(text) > spec.max) {
        throw usageError(`${flag.word} must be a whole number ${spec.min} to ${spec.max}, got '${text}'`);
      }
      return Number(text);
    case 'choice': {
      const value = spec.values.find((candidate) => optionText(candidate) === text);
      if (value === undefined) throw usageError(`unknown ${optionWords(flag.key)} '${text}'; known: ${spec.values.map(optionText).join(', ')}`);
      return value;
    }
  }
}
