// Medea on the play page: a game in progress as the notation plays it (the start line
// `medeaText.startEvent` writes, each decision through `medeaText.playAction`, the log events it
// returns), written out by the notation's writers (`medeaText.writeLog`, `medeaText.writeRecord`).
// The same functions the CLI uses; no rule is decided here. A pasted log is read back apart
// (lib/medea-replay.ts, with `medeaText.replayLog`), so the play page does not load the log reader;
// the words it shows (endWords, factsOf, lastOf) are here and exported.
import type { medea } from '@rulebook/rules';
import { medea as medeaText, describeTextError } from '@rulebook/notation';
import { err, ok, type Colour, type LastSquares, type PlayedMove, type Result, type Session, type SessionGame } from './session.ts';

type GameSnapshot = medea.GameSnapshot;

/** A session with what the notation needs to go on: the start line, the machine, the log's events. */
interface MedeaSession extends Session {
  readonly start: medeaText.StartEvent;
  readonly snapshot: GameSnapshot;
  readonly events: readonly medeaText.LogEvent[];
}

const colourWord = (c: Colour): string => (c === 'white' ? 'White' : 'Black');
const otherColour = (c: Colour): Colour => (c === 'white' ? 'black' : 'white');

/** How a game ended, with its reason and the ruling behind it. */
export function endWords(end: { readonly result: Colour | 'draw'; readonly reason: string }): string {
  if (end.result === 'draw') {
    if (end.reason === 'repetition') return 'Drawn by repetition: the same position for the third time (G3).';
    if (end.reason === 'agreement') return 'Drawn by agreement (G2).';
    return `Drawn (${end.reason}).`;
  }
  const winner = colourWord(end.result);
  const loser = colourWord(otherColour(end.result));
  switch (end.reason) {
    case 'no-pieces':
      return `${winner} wins: ${loser} has no pieces left (D9).`;
    case 'no-moves':
      return `${winner} wins: ${loser} has no legal move (D9).`;
    case 'resignation':
      return `${winner} wins: ${loser} resigns (G2).`;
    default:
      return `${winner} wins (${end.reason}).`;
  }
}

const takenWords = (captured: medeaText.FactsJson['captured']): string =>
  (captured ?? []).map((c) => (c.piece === 'king' ? `${c.square} (a king)` : c.square)).join(', ');

/** A move in words from its log facts: `man d5-b3 capturing d4, c3`, `man g1 enters its chakra h2 and is sent to a2`. */
function moveWords(facts: medeaText.FactsJson, player: Colour): string {
  if (facts.piece === undefined) return `${colourWord(player)}'s chakra moves ${facts.from}-${facts.to} (D6)`;
  let words: string;
  if (facts.via !== undefined && facts.from === facts.to) {
    words = `${facts.piece} ${facts.from} enters its chakra ${facts.via} and comes back: a pass (D8)`;
  } else if (facts.via !== undefined) {
    words = `${facts.piece} ${facts.from} enters its chakra ${facts.via} and is sent to ${facts.to} (D7)`;
    const taken = facts.captured?.[0];
    if (taken !== undefined) words += `, taking the ${taken.piece} there by replacement (D8)`;
  } else {
    words = `${facts.piece} ${facts.from}-${facts.to}`;
    if (facts.captured !== undefined) words += ` capturing ${takenWords(facts.captured)}`;
  }
  if (facts.promoted) words += ', promoted to king';
  return words;
}

/** The squares a move touched, for the board's last-move tint: the chakra entered, the landings, the pieces taken. */
export function lastOf(facts: medeaText.FactsJson): LastSquares {
  const squares = [...(facts.via !== undefined ? [facts.via] : []), ...(facts.path ?? []), ...(facts.captured ?? []).map((c) => c.square)].filter(
    (s) => s !== facts.from && s !== facts.to,
  );
  return { from: facts.from, to: facts.to, ...(squares.length > 0 ? { squares: [...new Set(squares)] } : {}) };
}

/** The facts of one log event as label/value pairs, for the replay page. */
export function factsOf(event: medeaText.LogEvent): [string, string][] {
  if (event.event === 'resign') return [['Resignation', `${colourWord(event.player)} resigns (G2)`]];
  if (event.event === 'draw') return [['Draw', 'agreed by both players (G2)']];
  const f = event.facts;
  const facts: [string, string][] = [['Piece', f.piece ?? `${colourWord(event.player)}'s chakra (D6)`]];
  facts.push(['From', f.from], ['To', f.to]);
  if (f.via !== undefined) facts.push(['Transmitter', f.from === f.to ? `entered ${f.via} and came back: a pass (D8)` : `entered ${f.via}, sent to ${f.to} (D7)`]);
  if (f.path !== undefined) facts.push(['Landings', f.path.join(', ')]);
  if (f.captured !== undefined) facts.push([f.via !== undefined ? 'Replacement' : 'Captured', takenWords(f.captured) + (f.via !== undefined ? ' (D8)' : ' (D4)')]);
  if (f.promoted) facts.push(['Promotion', 'the man becomes a king']);
  if (f.end !== undefined) facts.push(['End', endWords(f.end)]);
  return facts;
}

const ON_OFF = (options: Readonly<Record<string, string>>): boolean => options['repetition'] !== 'off';

const endOf = (snapshot: GameSnapshot): string | undefined => {
  const end = snapshot.context.result;
  return end === undefined ? undefined : endWords(end);
};

function sessionAt(base: Omit<MedeaSession, 'positionText' | 'turn' | 'end'>): MedeaSession {
  const position = base.snapshot.context.position;
  const end = endOf(base.snapshot);
  return { ...base, positionText: medeaText.formatPosition(position), turn: position.turn, ...(end !== undefined ? { end } : {}) };
}

/** One decision through the notation, appended to the session. */
function decide(session: Session, action: medeaText.PlayerAction): Result<Session> {
  const s = session as MedeaSession;
  const played = medeaText.playAction(s.snapshot, action);
  if (!played.ok) return err(played.error);
  const ply = s.events.length + 1;
  const event = played.value.logEvent(ply);
  const player: Colour = event.event === 'draw' ? s.turn : event.player;
  const move: PlayedMove = {
    ply,
    player,
    text: played.value.text,
    ...(event.event === 'move' ? { words: moveWords(event.facts, event.player) } : {}),
  };
  return ok(
    sessionAt({
      options: s.options,
      startText: s.startText,
      start: s.start,
      snapshot: played.value.snapshot,
      events: [...s.events, event],
      moves: [...s.moves, move],
      ...(event.event === 'move' ? { last: lastOf(event.facts) } : {}),
    }),
  );
}

const logOf = (session: Session) => {
  const s = session as MedeaSession;
  return { start: s.start, events: s.events };
};

export const medeaSession: SessionGame = {
  id: 'medea',
  name: 'Medea',
  options: [
    {
      name: 'repetition',
      label: 'Draw on the third repetition (G3)',
      choices: [
        { value: 'on', label: 'on' },
        { value: 'off', label: 'off' },
      ],
      default: 'on',
    },
  ],

  newGame(options, position) {
    const opts = { repetition: options['repetition'] === 'off' ? 'off' : 'on' };
    let setup: string | undefined;
    if (position !== undefined) {
      const parsed = medeaText.parsePosition(position.trim());
      if (!parsed.ok) return err(parsed.error.column === undefined ? parsed.error.message : `column ${parsed.error.column}: ${parsed.error.message}`);
      setup = medeaText.formatPosition(parsed.value);
    }
    const start = medeaText.startEvent({ ...(setup !== undefined ? { position: setup } : {}), repetition: ON_OFF(opts) });
    if (!start.ok) return err(describeTextError(start.error));
    const started = medeaText.startFromEvent(start.value);
    if (!started.ok) return err(describeTextError(started.error));
    return ok(sessionAt({ options: opts, startText: start.value.setup, start: start.value, snapshot: started.value.snapshot, events: [], moves: [] }));
  },

  play: (session, decision) => decide(session, { type: 'move', text: decision.trim() }),

  resign(session, player) {
    const next = decide(session, { type: 'resign', player });
    return next.ok ? next.value : session;
  },

  agreeDraw(session) {
    const next = decide(session, { type: 'draw' });
    return next.ok ? next.value : session;
  },

  log: (session) => medeaText.writeLog(logOf(session)),

  record: (session) => medeaText.writeRecord(logOf(session)),
};
