// The games' rules as the tests check the pages against them: a game value per game and option
// set, made once (`rulesOf('chakra', { ruleset: '1995' })`), from the rules' one registry.
import { games, type GameName } from '@rulebook/rules';

type Definitions = typeof games;
/** The options a game's `create` takes. */
export type OptionsOf<G extends GameName> = NonNullable<Parameters<Definitions[G]['create']>[0]>;
/** A game value of that game. */
export type RulesOf<G extends GameName> = ReturnType<Definitions[G]['create']>;

const made = new Map<string, unknown>();

/** The game with these options (absent ones at their defaults), made on first use. */
export function rulesOf<G extends GameName>(name: G, options: OptionsOf<G> = {} as OptionsOf<G>): RulesOf<G> {
  const key = `${name} ${JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)))}`;
  let game = made.get(key);
  if (game === undefined) made.set(key, (game = (games[name].create as (o: OptionsOf<G>) => RulesOf<G>)(options)));
  return game as RulesOf<G>;
}
