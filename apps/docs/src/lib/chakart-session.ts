// Chakart on the play page: a game in progress is its log's start event (K1's randomness, the seed,
// the start position), the log events its decisions made, and the machine after them
// (@rulebook/notation's chakartText.playAction, the function the CLI's `play` uses). The log and
// the record are the notation's writers over those events, so a downloaded log replays in the CLI.
// A pasted log is replayed apart (lib/chakart-replay.ts, with chakartText.replayLog), so the play
// page does not load the log reader; the words it shows (chakartEndWords, withOutcomes, factPairs,
// lastOf) are here and exported.
//
// Random outcomes (G4): the board reports a bare decision (`Qd1-d4`) and the session draws its
// outcomes from the game's seed, from the play stream after the outcomes the log holds so far
// (`chakart.SeededRandom.forPlay(seed, drawn)`, as chakartText.buildLog draws them): the same seed
// and the same decisions give the same log, byte for byte. A decision may also come with its
// outcomes in the record's braces (`Qd1-d4 {push:n}`): the rules then check each was possible.
//
// The last decision's squares (`last`) carry its effect chain (`ChakartLastSquares.chain`):
// the position before it, its text and its outcomes, which the board steps through (K5, K6).
import { chakart } from '@rulebook/rules';
import { chakart as chakartText, describeTextError, gameEndOf } from '@rulebook/notation';
import { chakartRules, describeSteps, stepWords } from './chakart.ts';
import { choiceOf, err, ok, type Colour, type LastSquares, type PlayedMove, type Result, type Session, type SessionGame } from './session.ts';

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

/** The session as this module keeps it: the public view plus what the notation needs. */
interface ChakartSession extends Session {
  readonly last?: ChakartLastSquares;
  readonly start: chakartText.StartEvent;
  readonly events: readonly chakartText.LogEvent[];
  readonly snapshot: chakart.GameSnapshot;
  readonly seed: number;
}

type Randomness = 0 | 1 | 2;

const colourWord = (c: Colour): string => (c === 'white' ? 'White' : 'Black');
const otherColour = (c: Colour): Colour => (c === 'white' ? 'black' : 'white');

/** The end with its reason, as the banner says it (K2; G2 resignation and agreement). */
export function chakartEndWords(end: chakartText.GameEnd): string {
  if (end.reason === 'kings-captured') {
    return end.result === 'draw' ? 'Draw: the last kings of both sides were captured.' : `${colourWord(end.result)} wins by capturing ${colourWord(otherColour(end.result))}'s last king.`;
  }
  if (end.result === 'draw') return 'Draw by agreement.';
  return `${colourWord(end.result)} wins by resignation.`;
}

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
export function lastOf(decision: chakart.Decision, steps: readonly chakart.Step[], chain: ChakartChain): ChakartLastSquares {
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
      return `${side} plays Daisy's bonus move (K6)`;
    case 'swap':
      return `${side} swaps two pieces for King Boo (K6)`;
    case 'drop':
      return `${side} drops the ${phase.piece} Toadette brought (K6)`;
    case 'promote':
      return `${side} chooses what the pawn on ${sq(phase.resume.square)} becomes (K7)`;
  }
}

/** A decision's facts as label/value pairs: its outcomes (G4), each step of its chain in words, what comes next. */
export function factPairs(outcomes: readonly string[], steps: readonly chakart.Step[], after: chakart.ChakartPosition, end?: chakartText.GameEnd): [string, string][] {
  const pairs: [string, string][] = [['Outcomes (G4)', outcomes.length > 0 ? outcomes.join(', ') : 'none drawn']];
  stepWords(steps).forEach((words, i) => pairs.push([`Step ${i + 1}`, words]));
  pairs.push(end ? ['End', chakartEndWords(end)] : ['Next', dueWords(after)]);
  return pairs;
}

const positionError = (e: { column?: number; message: string }): string => `${e.column === undefined ? '' : `column ${e.column}: `}${e.message}`;

function asChakart(session: Session): ChakartSession | undefined {
  return 'snapshot' in session && 'start' in session && (session as ChakartSession).start.game === 'chakart' ? (session as ChakartSession) : undefined;
}

/** The session after one action the machine accepted. */
function applied(session: ChakartSession, action: chakartText.PlayerAction): Result<ChakartSession> {
  const before = session.snapshot.context.position;
  let result: ReturnType<typeof chakartText.playAction>;
  try {
    result = chakartText.playAction(session.snapshot, action);
  } catch (e) {
    return err(`the rules engine failed: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!result.ok) return err(result.error);
  const value = result.value;
  const ply = session.events.length + 1;
  // A Chakart move line always carries its outcomes (log.ts), `[]` for none.
  const event = value.logEvent(ply) as chakartText.LogEvent;
  const end = gameEndOf<chakartText.GameEnd>(value.snapshot);
  let move: PlayedMove;
  let last = session.last;
  if (event.event === 'move' && value.move && value.facts) {
    const steps = value.facts.steps;
    const outcomes = event.outcomes;
    move = { ply, player: event.player, text: withOutcomes(value.text, outcomes), words: describeSteps(steps) };
    last = lastOf(value.move.decision, steps, { before: chakartText.formatPosition(before), decision: value.text, outcomes });
  } else {
    // G2: a resignation or an agreed draw.
    move = { ply, player: event.event === 'resign' ? event.player : before.turn, text: value.text };
  }
  return ok({
    options: session.options,
    startText: session.startText,
    positionText: chakartText.formatPosition(value.position),
    turn: value.position.turn,
    moves: [...session.moves, move],
    ...(end ? { end: chakartEndWords(end) } : {}),
    ...(last ? { last } : {}),
    start: session.start,
    events: [...session.events, event],
    snapshot: value.snapshot,
    seed: session.seed,
  });
}

/** A decision as the board or a reader gives it: `Qd1-d4`, or with its outcomes `Qd1-d4 {push:n}`. */
const DECISION = /^\s*([^\s{}]+)\s*(?:\{([^{}]*)\}\s*)?$/;

function play(session: ChakartSession, text: string): Result<ChakartSession> {
  if (session.end !== undefined) return err(`the game is over (${session.end}); nothing may follow`);
  const form = DECISION.exec(text);
  if (!form) return err(`expected a decision (Pe2-e4, Qd1~d5, Ke1^e7, pass, c1<>e8, Q@e5 or =Q), optionally with its outcomes in braces: Pe2-e4 {push:n}; found "${text}"`);
  const decisionText = form[1] as string;
  const given = form[2];
  if (given !== undefined) {
    // The outcomes given: the rules check each one was possible (G4).
    const outcomes = given.trim() === '' ? [] : given.trim().split(/\s+/);
    return applied(session, { type: 'move', text: decisionText, outcomes });
  }
  const position = session.snapshot.context.position;
  const parsed = chakartText.parseMove(position, decisionText);
  if (!parsed.ok) return err(positionError(parsed.error));
  // G4: drawn from the seed's play stream, after the outcomes the log holds so far.
  let outcomes: readonly chakart.Outcome[];
  try {
    const source = chakart.SeededRandom.forPlay(session.seed, chakartText.outcomesDrawn(session.events)).source();
    outcomes = chakartRules.play(position, parsed.value, source).facts.outcomes;
  } catch (e) {
    return err(`the rules engine failed: ${e instanceof Error ? e.message : String(e)}`);
  }
  return applied(session, { type: 'move', move: { decision: parsed.value, outcomes } });
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

function newGame(options: Readonly<Record<string, string>>, position?: string): Result<Session> {
  const randomness = randomnessOf(options);
  const seed = seedOf(options);
  if (!seed.ok) return seed;
  const setup = position?.trim();
  if (setup !== undefined && setup !== '') {
    // The position string's own message, with its column (notation page).
    const parsed = chakartText.parsePosition(setup);
    if (!parsed.ok) return err(positionError(parsed.error));
  }
  // K1: without a position the start is the standard array (0) or drawn from the seed (1, 2).
  const start = chakartText.startEvent({ randomness, seed: seed.value, ...(setup ? { position: setup } : {}) });
  if (!start.ok) return err(describeTextError(start.error));
  const started = chakartText.startFromEvent(start.value);
  if (!started.ok) return err(describeTextError(started.error));
  const { snapshot, position: startPosition } = started.value;
  const end = gameEndOf<chakartText.GameEnd>(snapshot);
  const startText = chakartText.formatPosition(startPosition);
  const session: ChakartSession = {
    options: { randomness: String(randomness), seed: String(seed.value) },
    startText,
    positionText: startText,
    turn: startPosition.turn,
    moves: [],
    ...(end ? { end: chakartEndWords(end) } : {}),
    start: start.value,
    events: [],
    snapshot,
    seed: seed.value,
  };
  return ok(session);
}

const logOf = (s: ChakartSession) => ({ start: s.start, events: s.events });

export const chakartSession: SessionGame = {
  id: chakart.chakartGame.name,
  name: chakart.chakartGame.title,
  options: [
    choiceOf('randomness', 'Start (K1)', chakart.chakartGame.options.randomness, [
      [2, 'Each side shuffled on its own'],
      [1, 'One shuffled back rank for both'],
      [0, 'Standard array'],
    ]),
  ],
  newGame,
  play(session, decision) {
    const s = asChakart(session);
    if (!s) return err('not a Chakart game');
    return play(s, decision);
  },
  resign(session, player) {
    const s = asChakart(session);
    const next = s && applied(s, { type: 'resign', player });
    return next?.ok ? next.value : session;
  },
  agreeDraw(session) {
    const s = asChakart(session);
    const next = s && applied(s, { type: 'draw' });
    return next?.ok ? next.value : session;
  },
  log(session) {
    const s = asChakart(session);
    return s ? chakartText.writeLog(logOf(s)) : '';
  },
  record(session) {
    const s = asChakart(session);
    return s ? chakartText.writeRecord(logOf(s)) : '';
  },
};
