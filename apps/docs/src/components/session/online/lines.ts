// An online game's stored lines as the room shows them: the start line read into the page's
// choices and start position, each decision's line played by the game's session (the rules
// check it again, as the server did). Only the lines' JSON is read here, not their schema: the
// play page carries no log reader (the page budget), and the session refuses what the rules do.
import type { Result, Session, SessionGame } from '../../../lib/session.ts';

type Line = Record<string, unknown>;

function read(line: string): Result<Line> {
  try {
    const value = JSON.parse(line) as unknown;
    if (typeof value === 'object' && value !== null && typeof (value as Line)['event'] === 'string') return { ok: true, value: value as Line };
  } catch {
    // said below
  }
  return { ok: false, error: 'not a log line (a JSON object with an "event")' };
}

/** A choice as the page writes it: switches on/off, numbers as text. */
const choice = (v: unknown): string | undefined => (v === true ? 'on' : v === false ? 'off' : typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);

/** The session at the start line: its options (on the line or among its `options`) and its set-up. */
export function startOf(game: SessionGame, line: string): Result<Session> {
  const read1 = read(line);
  if (!read1.ok) return read1;
  const start = read1.value;
  if (start['event'] !== 'start' || start['game'] !== game.id || typeof start['setup'] !== 'string') return { ok: false, error: `not a ${game.name} start line` };
  const options = (typeof start['options'] === 'object' && start['options'] !== null ? start['options'] : {}) as Line;
  const choices: Record<string, string> = {};
  for (const o of game.options) {
    const value = choice(start[o.name] ?? options[o.name]);
    if (value !== undefined) choices[o.name] = value;
  }
  return game.newGame(choices, start['setup']);
}

/** The session after one stored line; a line that decides nothing (Chakart's seed revealed after the end) leaves it as it is. */
export function playLine(game: SessionGame, session: Session, line: string): Result<Session> {
  const read1 = read(line);
  if (!read1.ok) return read1;
  const e = read1.value;
  if (e['event'] === 'move' && typeof e['move'] === 'string') {
    // Chakart: the outcomes the server drew, in the record's braces (none drawn here, G4).
    const outcomes = Array.isArray(e['outcomes']) ? ` {${e['outcomes'].join(' ')}}` : '';
    return game.play(session, `${e['move']}${outcomes}`);
  }
  if ((e['event'] === 'resign' || e['event'] === 'timeout') && (e['player'] === 'white' || e['player'] === 'black')) {
    return { ok: true, value: game.resign(session, e['player'], e['event'] === 'timeout') };
  }
  if (e['event'] === 'draw') return { ok: true, value: game.agreeDraw(session) };
  return { ok: true, value: session };
}
