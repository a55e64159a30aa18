// Chakart on the play page: the session written once over the notation (lib/notation-session.ts,
// the functions the CLI's `play` uses), given Chakart's definition, its start menu (K1) and its
// words, which the replay page (lib/chakart-replay.ts) shows too.
//
// Random outcomes (G4): the board reports a bare decision (`Qd1-d4`) and the session draws its
// outcomes from the game's seed (the start event's), from the play stream after the outcomes the
// log holds so far (`chakart.SeededRandom.forPlay(seed, drawn)`, as chakartText.buildLog draws
// them): the same seed and the same decisions give the same log, byte for byte. A decision may
// also come with its outcomes in the record's braces (`Qd1-d4 {push:n}`): the rules then check
// each was possible.
//
// The last decision's squares (`last`) carry its effect chain (`ChakartLastSquares.chain`):
// the position before it, its text and its outcomes, which the board steps through (K5, K6).
import { chakart } from '@rulebook/rules';
import { chakart as chakartText, endingWords } from '@rulebook/notation';
import { chakartRules, describeSteps, stepWords } from './chakart.ts';
import { effectWords, playerWords } from './chakart-words.ts';
import type { GameWords } from './game-words.ts';
import { columnError, sessionOverNotation, type NotationSession } from './notation-session.ts';
import { choiceOf, err, ok, typedOf, type Colour, type LastSquares, type Result, type SessionGame } from './session.ts';

/** The decision that led to a position, for the board's step-by-step view of its effect chain. */
export interface ChakartChain {
  /** The position string before the decision. */
  readonly before: string;
  /** The decision's text (`Rf8xf6`). */
  readonly decision: string;
  /** Its outcomes, in drawing order (`egg:waluigi`). */
  readonly outcomes: readonly string[];
}

/** The last decision's squares, with its effect chain. */
export interface ChakartLastSquares extends LastSquares {
  readonly chain?: ChakartChain;
}

type Randomness = 0 | 1 | 2;

const colourWord = (c: Colour): string => (c === 'white' ? 'White' : 'Black');

/** The end with its reason, as the banner says it (K2; G2 resignation and agreement). */
export const chakartEndWords = (end: chakartText.GameEnd): string => `${endingWords(end)}.`;

/** A decision with its outcomes, as the record writes it: `Rf8xf6 {egg:waluigi colour:g8 lay:g7}`. */
export const withOutcomes = (text: string, outcomes: readonly string[]): string => (outcomes.length > 0 ? `${text} {${outcomes.join(' ')}}` : text);

const sq = (s: chakart.Square): string => chakart.squareName(s);

/** The squares a step touches. */
function stepSquares(step: chakart.Step): string[] {
  switch (step.step) {
    case 'move':
    case 'mushroom':
    case 'push':
    case 'koopa':
    case 'shell':
      return [sq(step.from), sq(step.to)];
    case 'leave':
    case 'promote':
    case 'chomp':
    case 'bowser':
    case 'colour':
    case 'lay':
    case 'freed':
    case 'revealed':
      return [step.square].map(sq);
    case 'swap':
      return [sq(step.a), sq(step.b)];
    case 'drop':
      return [sq(step.to)];
    default:
      return [];
  }
}

/** The decision's own squares (from, to) and every square its chain touched, for the tint. */
function lastOf(decision: chakart.Decision, steps: readonly chakart.Step[], chain: ChakartChain): ChakartLastSquares {
  const ends =
    decision.kind === 'move' || decision.kind === 'invisible' || decision.kind === 'shell'
      ? { from: sq(decision.from), to: sq(decision.to) }
      : decision.kind === 'swap'
        ? { from: sq(decision.a), to: sq(decision.b) }
        : decision.kind === 'drop'
          ? { to: sq(decision.to) }
          : {};
  const squares = [...new Set(steps.flatMap(stepSquares))];
  return { ...ends, ...(squares.length > 0 ? { squares } : {}), chain };
}

/** What the side to move decides now, in words (K6, K7). */
function dueWords(position: chakart.ChakartPosition): string {
  const side = colourWord(position.turn);
  const phase = position.phase;
  switch (phase.kind) {
    case 'move':
      return `${side} to move`;
    case 'bonus':
      return `${side} plays Daisy's bonus move`;
    case 'swap':
      return `${side} swaps two pieces for King Boo`;
    case 'drop':
      return `${side} drops the ${phase.piece} Toadette brought`;
    case 'promote':
      return `${side} chooses what the pawn on ${sq(phase.resume.square)} becomes`;
  }
}

/**
 * A decision's facts as label/value pairs: each step of its chain in players' words (what its
 * outcomes did; the outcomes' text stays in the log and the record), what comes next.
 */
function factPairs(steps: readonly chakart.Step[], after: chakart.ChakartPosition, end?: chakartText.GameEnd): [string, string][] {
  const pairs: [string, string][] = [];
  stepWords(steps).forEach((words, i) => pairs.push([`Step ${i + 1}`, playerWords(words)]));
  pairs.push(end ? ['End', chakartEndWords(end)] : ['Next', dueWords(after)]);
  return pairs;
}

/** The pieces a decision's chain took off the board: captured on landing, eaten (Chomp), hit by the shell. */
function takenBy(steps: readonly chakart.Step[]): { colour: Colour; kind: string }[] {
  const taken: { colour: Colour; kind: string }[] = [];
  for (const step of steps) {
    const piece =
      step.step === 'move' || step.step === 'mushroom' || step.step === 'push'
        ? step.captured
        : step.step === 'chomp'
          ? step.piece
          : step.step === 'shell' && typeof step.hit === 'object'
            ? step.hit
            : undefined;
    if (piece) taken.push({ colour: piece.colour, kind: piece.kind });
  }
  return taken;
}

/** A decision as the board or a reader gives it: `Qd1-d4`, or with its outcomes `Qd1-d4 {push:n}`. */
const DECISION = /^\s*([^\s{}]+)\s*(?:\{([^{}]*)\}\s*)?$/;

/** The board's decision as the notation plays it: with the outcomes given, else drawn from the seed (G4). */
function actionOf(session: NotationSession<chakartText.Types>, text: string): Result<chakartText.PlayerAction> {
  if (session.end !== undefined) return err(`the game is over (${session.end}); nothing may follow`);
  const form = DECISION.exec(text);
  if (!form) return err(`expected a decision (Pe2-e4, Qd1~d5, Ke1^e7, pass, c1<>e8, Q@e5 or =Q), optionally with its outcomes in braces: Pe2-e4 {push:n}; found "${text}"`);
  const decisionText = form[1] as string;
  const given = form[2];
  const seed = session.start.options.seed;
  // The outcomes given: the rules check each one was possible (G4). Without a seed the notation says what is missing.
  if (given !== undefined) return ok({ type: 'move', text: decisionText, outcomes: given.trim() === '' ? [] : given.trim().split(/\s+/) });
  if (seed === undefined) return ok({ type: 'move', text: decisionText });
  const position = session.snapshot.context.position;
  const parsed = chakartText.parseMove(position, decisionText);
  if (!parsed.ok) return err(columnError(parsed.error));
  // G4: drawn from the seed's play stream, after the outcomes the log holds so far.
  try {
    const source = chakart.SeededRandom.forPlay(seed, chakartText.outcomesDrawn(session.events)).source();
    const outcomes = chakartRules.play(position, parsed.value, source).facts.outcomes;
    return ok({ type: 'move', move: { decision: parsed.value, outcomes } });
  } catch (e) {
    return err(`the rules engine failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** K1's option, read from the chooser: 0, 1 or 2 (default 2). */
const randomnessOf = (options: Readonly<Record<string, string>>): Randomness => {
  const r = options['randomness'];
  return r === '0' ? 0 : r === '1' ? 1 : 2;
};

/** A fresh seed (G4), whole and within the generator's 32 bits. */
function freshSeed(): number {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi?.getRandomValues) return cryptoApi.getRandomValues(new Uint32Array(1))[0] as number;
  return Math.floor(Math.random() * (chakartText.MAX_SEED + 1));
}

/** The seed of the options (a whole number 0 to 2^32 - 1), or a fresh one when it is absent or "random". */
function seedOf(options: Readonly<Record<string, string>>): Result<number> {
  const text = options['seed']?.trim();
  if (text === undefined || text === '' || text === 'random') return ok(freshSeed());
  if (!/^(0|[1-9]\d*)$/.test(text) || Number(text) > chakartText.MAX_SEED) return err(`the seed is a whole number 0 to ${chakartText.MAX_SEED}; found "${text}"`);
  return ok(Number(text));
}

/** Chakart in the pages' words (the play page's and the replay's): a move with its outcomes, its chain step by step. */
export const chakartWords: GameWords<chakartText.Types> = {
  endWords: chakartEndWords,
  choicesOf: ({ options }) => ({ randomness: String(options.randomness), ...(options.seed !== undefined ? { seed: String(options.seed) } : {}) }),
  decisionText: ({ event, text }) => withOutcomes(text, event.outcomes ?? []),
  moveWords: ({ facts }) => playerWords(describeSteps(facts.steps)),
  effects: ({ facts }) => effectWords(describeSteps(facts.steps)),
  taken: ({ facts }) => takenBy(facts.steps),
  lastOf: ({ event, text, move, facts, before }) =>
    lastOf(move.decision, facts.steps, { before: chakartText.formatPosition(before), decision: text, outcomes: event.outcomes ?? [] }),
  factPairs: ({ facts, position, result }) => factPairs(facts.steps, position, result),
  // G2: a resignation or an agreed draw (G5: a timeout), and the end it makes.
  eventPairs: (event, end) => [['Event', event.event === 'draw' ? 'draw agreed' : event.event === 'resign' ? 'resignation' : 'time ran out'], ...(end ? [['End', chakartEndWords(end)] as const] : [])],
};

export const chakartSession: SessionGame = sessionOverNotation({
  definition: chakart.chakartGame,
  options: [
    choiceOf('randomness', 'Back ranks', chakart.chakartGame.options.randomness, [
      [2, 'Each side shuffled on its own'],
      [1, 'One shuffled back rank for both'],
      [0, 'Standard array'],
    ]),
    // G4: the seed of the start's draws and of every random outcome; empty, a fresh one.
    typedOf('seed', 'Seed', 'random', '^[0-9]*$'),
  ],
  // The members the session uses, each by name (not the module whole): the play page then loads no log reader.
  text: {
    parsePosition: chakartText.parsePosition, formatPosition: chakartText.formatPosition, startEvent: chakartText.startEvent, startFromEvent: chakartText.startFromEvent,
    playAction: chakartText.playAction, writeLog: chakartText.writeLog, writeRecord: chakartText.writeRecord,
  },
  words: chakartWords,
  // K1: without a position the start is the standard array (0) or drawn from the seed (1, 2).
  startOptions(choices, position) {
    const seed = seedOf(choices);
    return seed.ok ? ok({ randomness: randomnessOf(choices), seed: seed.value, ...(position ? { position } : {}) }) : seed;
  },
  action: actionOf,
});
