// The "play from here" link under a rules diagram: the game's play page with the diagram's
// position, in the notation's text, and the options that decide the diagram's game, named as
// the game's option specs name them (@rulebook/rules `games[game].options`):
//
//   /<game>/play/?position=<encodeURIComponent(position text)>&<option>=<value>…
//
// e.g. Chakra `ruleset`, Shakti `warriorJump`, Chakart `randomness` and `seed`. The play page
// reads exactly this. Build time only.
import { games, type GameName } from '@rulebook/rules';
import { SITE_GAMES, siteRules } from '../games.ts';

/**
 * Options a diagram never sets: the automatic draw on repetition (G3) is a rule of a game's
 * history, not of a position; the play page keeps its default.
 */
const NOT_A_DIAGRAM_OPTION = new Set(['repetition']);

type OptionValue = string | number | boolean;

interface Spec {
  kind: string;
  values?: readonly OptionValue[];
  min?: number;
  max?: number;
  default: OptionValue;
}

/**
 * The values of the options that decide a diagram's game: the diagram's own (`given`, e.g. its
 * scenario's ruleset), else the scenarios' start (`SITE_GAMES[game].scenarioStart`: Chakart's
 * randomness 0, K1), else the spec's default. A value the spec does not allow fails the build.
 */
export function diagramOptions(game: GameName, given: Record<string, OptionValue | undefined>): Record<string, OptionValue> {
  const specs = games[game].options as Record<string, Spec>;
  const start = SITE_GAMES[game].scenarioStart as Record<string, OptionValue | undefined>;
  const out: Record<string, OptionValue> = {};
  for (const [name, spec] of Object.entries(specs)) {
    if (NOT_A_DIAGRAM_OPTION.has(name)) continue;
    const value = given[name] ?? start[name] ?? spec.default;
    const allowed =
      spec.kind === 'choice'
        ? (spec.values ?? []).includes(value)
        : spec.kind === 'integer'
          ? Number.isInteger(value) && (spec.min === undefined || (value as number) >= spec.min) && (spec.max === undefined || (value as number) <= spec.max)
          : typeof value === 'boolean';
    if (!allowed) throw new Error(`${games[game].title} diagram: option ${name}=${String(value)} is not one the game allows`);
    out[name] = value;
  }
  return out;
}

/** The play page's link for a position (read and written back in the notation's text) and options. */
export function playHref(game: GameName, position: string, options: Record<string, OptionValue>): string {
  const { text } = siteRules(game);
  const read = text.parsePosition(position);
  if (!read.ok) throw new Error(`${games[game].title} diagram: its position "${position}" does not read`);
  const params = [`position=${encodeURIComponent(text.formatPosition(read.value))}`];
  for (const [name, value] of Object.entries(options)) params.push(`${name}=${encodeURIComponent(String(value))}`);
  return `/${game}/play/?${params.join('&')}`;
}
