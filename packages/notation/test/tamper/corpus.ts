// The corpus of recorded games: for each game and setting (Chakra's two rulesets, Shakti's two
// warrior jumps, Medea, Chakart with randomness 0, 1 and 2), seeded random games written by the
// package's own log writer (the same seeds give the same logs), one ended by resignation and
// one by an agreed draw, a game drawn by repetition (G3) where the game has it, and the logs
// shipped in examples/.

import { readdirSync, readFileSync } from 'node:fs';
import { chakart } from '@rulebook/rules';
import { chakra as chakraText, shakti as shaktiText, medea as medeaText, chakart as chakartText, type GameName, logGame } from '../../src/index.ts';
import { seeded } from '../support/seeded.ts';
import { TAMPER_GAMES, type Outcome, type Snapshot, type TamperGame } from './games.ts';
import { judgeStart } from './oracle.ts';
import { CHAKART } from '../support/rules.ts';

export interface CorpusLog {
  /** `chakra/current #2 (24 plies)`, `examples/chakart-win.jsonl`. */
  readonly id: string;
  readonly game: GameName;
  readonly text: string;
}

type Decision = unknown;
type Tags = Record<string, string>;

interface Setting {
  readonly id: string;
  readonly game: GameName;
  /** Chakart: the seed of the start (randomness 1, 2) and of every outcome (G4). */
  readonly seed?: number;
  /** The log of these decisions from the setting's start, or from `setup` (a position string). */
  readonly write: (decisions: readonly Decision[], tags: Tags, setup?: string) => string;
  /** Where a game can go back and forth to a draw by repetition, when the start has no such line. */
  readonly repetitionSetup?: string;
}

const written = (result: { ok: true; value: string } | { ok: false; error: { line: number; message: string } }): string => {
  if (!result.ok) throw new Error(`the writer refused a corpus game: line ${result.error.line}: ${result.error.message}`);
  return result.value;
};

export const SETTINGS: readonly Setting[] = [
  ...(['current', '1995'] as const).map(
    (ruleset): Setting => ({
      id: `chakra/${ruleset}`,
      game: 'chakra',
      write: (d, tags, position) => written(chakraText.logFromMoves({ ruleset, tags, ...(position ? { position } : {}) }, d as never)),
    }),
  ),
  ...(['seen', 'adjacent'] as const).map(
    (warriorJump): Setting => ({
      id: `shakti/${warriorJump}`,
      game: 'shakti',
      write: (d, tags, position) => written(shaktiText.logFromMoves({ warriorJump, tags, ...(position ? { position } : {}) }, d as never)),
    }),
  ),
  {
    id: 'medea',
    game: 'medea',
    write: (d, tags, position) => written(medeaText.logFromMoves({ tags, ...(position ? { position } : {}) }, d as never)),
    // Men only go forward: two kings go back and forth.
    repetitionSetup: '7k/8/8/8/8/8/8/K7 w a2,h2/a7,h7 1',
  },
  ...([0, 1, 2] as const).map(
    (randomness): Setting => ({
      id: `chakart/randomness ${randomness}`,
      game: 'chakart',
      seed: 40 + randomness,
      write: (d, tags, position) => written(chakartText.logFromMoves({ randomness, seed: 40 + randomness, tags, ...(position ? { position } : {}) }, d as never)),
    }),
  ),
];

const startOf = (setting: Setting, game: TamperGame, setup?: string): Snapshot => {
  const first = setting.write([], {}, setup).split('\n')[0] as string;
  const start = judgeStart(game, first);
  if (typeof start === 'string') throw new Error(`${setting.id}: the start line does not start: ${start}`);
  return start;
};

/**
 * A random game of up to `plies` decisions, captures preferred half of the time so that some
 * games end; `ending` adds a resignation of the side to move or an agreed draw. With `setUp`,
 * the log starts from the position that many decisions into a random game (for Chakart, the
 * first after it where a turn is in progress, when there is one), its setup.
 */
export function randomLog(setting: Setting, seed: number, plies: number, ending: 'none' | 'resign' | 'draw', setUp = 0): string {
  const game = TAMPER_GAMES[setting.game];
  const random = seeded(seed);
  let snapshot = startOf(setting, game);
  const decisions: Decision[] = [];
  let drawn = 0;
  let setup: string | undefined;
  const inTurn = (s: Snapshot) => (s.context.position as { phase?: { kind: string } }).phase?.kind !== 'move';
  for (let i = 0; i < plies + setUp && snapshot.value !== 'over'; i++) {
    if (setUp > 0 && setup === undefined && (i === setUp + 12 || (i >= setUp && (game.chance === undefined || inTurn(snapshot))))) {
      setup = game.positionText(snapshot);
      decisions.length = 0;
      snapshot = startOf(setting, game, setup);
    }
    const legal = game.legal(snapshot);
    if (legal.length === 0) break;
    const takes = legal.filter((m) => game.format(snapshot, m).includes('x'));
    const pool = takes.length > 0 && random() < 0.5 ? takes : legal;
    const move = pool[Math.floor(random() * pool.length)];
    let outcomes: Outcome[] | undefined;
    if (game.chance !== undefined) {
      // G4: drawn from the seed's play stream after the outcomes drawn so far, as `play` does.
      const source = chakart.SeededRandom.forPlay(setting.seed ?? 0, drawn).source();
      outcomes = [...CHAKART.play(snapshot.context.position as chakart.ChakartPosition, move as chakart.Decision, source).facts.outcomes];
      drawn += outcomes.length;
    }
    const next = game.apply(snapshot, move, outcomes);
    if (next === undefined) throw new Error(`${setting.id}: the machine refused a legal move`);
    snapshot = next;
    decisions.push(outcomes !== undefined ? { decision: move, outcomes } : move);
  }
  if (ending !== 'none' && snapshot.value !== 'over') decisions.push(ending === 'resign' ? { type: 'resign', player: game.turn(snapshot) } : { type: 'draw' });
  return setting.write(decisions, seed % 2 === 0 ? { White: 'Ann', Black: 'Bob' } : {}, setup);
}

/** The position string without its move number: the same position for G3. */
const positionOnly = (game: TamperGame, s: Snapshot): string => game.positionText(s).replace(/ \d+$/, '');

/** `c3b1` for `b1c3`: a quiet move's way back, when its text is two squares. */
const wayBack = (text: string): string | undefined => {
  const m = /^(T?)([a-h][1-8])([a-h][1-8])$/.exec(text);
  return m ? `${m[1]}${m[3]}${m[2]}` : undefined;
};

/** A game that goes back and forth until the third repetition draws it (G3), if one is found. */
export function repetitionLog(setting: Setting, setup?: string): string | undefined {
  const game = TAMPER_GAMES[setting.game];
  const s0 = startOf(setting, game, setup);
  const quiet = (s: Snapshot) =>
    game
      .legal(s)
      .map((m) => ({ m, text: game.format(s, m) }))
      .filter((x) => wayBack(x.text) !== undefined);
  for (const a of quiet(s0).slice(0, 8)) {
    const s1 = game.apply(s0, a.m) as Snapshot;
    for (const b of quiet(s1).slice(0, 8)) {
      const s2 = game.apply(s1, b.m) as Snapshot;
      const back = game.legal(s2).find((m) => game.format(s2, m) === wayBack(a.text));
      if (back === undefined) continue;
      const s3 = game.apply(s2, back) as Snapshot;
      const forth = game.legal(s3).find((m) => game.format(s3, m) === wayBack(b.text));
      if (forth === undefined) continue;
      const s4 = game.apply(s3, forth) as Snapshot;
      if (positionOnly(game, s4) !== positionOnly(game, s0)) continue;
      const cycle = [a.m, b.m, back, forth];
      const decisions: unknown[] = [];
      let s = s0;
      while (s.value !== 'over' && decisions.length < 16) {
        const move = cycle[decisions.length % 4];
        s = game.apply(s, move) as Snapshot;
        decisions.push(move);
      }
      return s.value === 'over' ? setting.write(decisions, {}, setup) : undefined;
    }
  }
  return setup === undefined && setting.repetitionSetup !== undefined ? repetitionLog(setting, setting.repetitionSetup) : undefined;
}

export type CorpusSize = 'ci' | 'full';

/** The random games of each setting: seed, decisions, ending. */
const GAMES: Readonly<Record<CorpusSize, readonly (readonly [number, number, 'none' | 'resign' | 'draw', number])[]>> = {
  ci: [
    [1, 12, 'resign', 0],
    [2, 40, 'none', 0],
    [3, 16, 'draw', 20],
  ],
  full: [
    [1, 10, 'resign', 0],
    [2, 24, 'draw', 0],
    [3, 48, 'none', 0],
    [4, 96, 'none', 0],
    [5, 24, 'none', 20],
    [6, 24, 'resign', 40],
  ],
};

/**
 * Short games from set-up positions for what random games seldom reach (the positions of the
 * feature files): a stalemate, passes through the Transmitter (C9), the Transmitter captured
 * (C10), a promotion, Shakti's forced pass (S7), Medea's passes to a repetition.
 */
const SPECIALS: readonly { readonly setting: string; readonly what: string; readonly setup: string; readonly moves: readonly string[] }[] = [
  { setting: 'chakra/current', what: 'stalemate', setup: '7k/8/8/8/8/8/8/K5Q1 w - - 1', moves: ['g1g6'] },
  { setting: 'chakra/current', what: 'passes', setup: '7k/8/2n5/8/8/2N5/8/7K w b1N,c3N,c6n,b8n - 1', moves: ['pass', 'pass', 'c3d5', 'pass', 'h1g1', 'c6e5'] },
  { setting: 'chakra/1995', what: 'the Transmitter captured', setup: '8/3k4/8/8/8/8/2K5/8 b c3N,e6N - 1', moves: ['d7e6', 'c2d3', 'e6e5'] },
  { setting: 'chakra/current', what: 'a promotion', setup: '4k3/1P6/8/8/8/8/8/4K3 w - QS 1', moves: ['b7b8=Q', 'e8d7', 'b8b7'] },
  { setting: 'shakti/seen', what: 'forced passes', setup: 'xk1W2x/7/1W5/7/7/6K/x5x b 12', moves: ['pass', 'g2f3', 'pass'] },
  { setting: 'medea', what: 'passes to a repetition', setup: '3k4/8/8/8/8/2M5/8/8 w c3,d4/a7,h7 1', moves: ['pass', 'd8e8', 'pass', 'e8d8', 'pass', 'd8e8', 'pass', 'e8d8'] },
];

const EXAMPLES = new URL('../../../../examples/', import.meta.url);

/** The logs shipped in examples/. */
export function exampleLogs(): CorpusLog[] {
  return readdirSync(EXAMPLES)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => {
      const text = readFileSync(new URL(f, EXAMPLES), 'utf8');
      const game = logGame(text);
      if (!game.ok) throw new Error(`examples/${f}: ${game.error.message}`);
      return { id: `examples/${f}`, game: game.value, text };
    });
}

export function corpus(size: CorpusSize = 'ci'): CorpusLog[] {
  const logs: CorpusLog[] = [];
  for (const setting of SETTINGS) {
    for (const [seed, plies, ending, setUp] of GAMES[size]) {
      const text = randomLog(setting, seed, plies, ending, setUp);
      const events = text.trimEnd().split('\n').length - 1;
      const from = setUp > 0 && text.split('\n')[0] !== setting.write([], {}).split('\n')[0] ? `, set up ${setUp}+ decisions in` : '';
      logs.push({ id: `${setting.id} #${seed} (${events} events${ending === 'none' ? '' : `, ${ending}`}${from})`, game: setting.game, text });
    }
    if (setting.game !== 'chakart' && (size === 'full' || !setting.id.endsWith('1995') && !setting.id.endsWith('adjacent'))) {
      const text = repetitionLog(setting);
      if (text !== undefined) logs.push({ id: `${setting.id} repetition`, game: setting.game, text });
    }
  }
  for (const special of SPECIALS) {
    const setting = SETTINGS.find((x) => x.id === special.setting) as Setting;
    logs.push({ id: `${setting.id} ${special.what}`, game: setting.game, text: setting.write(special.moves, {}, special.setup) });
  }
  return [...logs, ...exampleLogs()];
}
