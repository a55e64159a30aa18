// The game the engine (@rulebook/engine) searches for a game of the command: the rules' game
// value for the options known (a log's start line, the flags), made as the adapter makes it
// (games/adapter.ts: the CLI part's `rulesOptions` fills the gaps), with the game's text for
// its moves and positions. Only the command's own games (games/registry.ts) have an
// evaluation; a game added by a program, or one whose search board has not been written, has
// no computer opponent.

import { canSearch } from '@rulebook/engine';
import type { AnyGame } from '@rulebook/rules';
import type { AnyCliGame } from './games/contract.ts';
import type { Options } from './games/game.ts';
import { cliGames } from './games/registry.ts';

export interface EngineGame {
  /** The rules with the game's options bound: what `search` takes. */
  readonly rules: AnyGame;
  /** The game's text: position strings and move text. */
  readonly text: AnyCliGame['text'];
}

/** The game `name` with its options, when the engine can play it; undefined otherwise. */
export function engineGame(name: string, variant: Options): EngineGame | undefined {
  const cli = cliGames.find((candidate) => candidate.rules.name === name);
  if (cli === undefined) return undefined;
  const rules = cli.rules.create(cli.rulesOptions ? cli.rulesOptions(variant) : variant) as AnyGame;
  return canSearch(rules) ? { rules, text: cli.text } : undefined;
}
