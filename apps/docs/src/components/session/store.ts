// What the game room keeps between visits and puts in links, whatever the game:
// - the game in progress, in the browser's localStorage per game (its options, the position it
//   started from when it was not the game's start, its decisions as the session plays them
//   again), so that a reload resumes it; the room's view settings (flip) with it, and whom it is
//   played against (the computer's side and level) or whether it is evaluated; the players'
//   names once for every game;
// - a play link's start: `?position=<position text>&<option>=<value>…` (the option names are the
//   rules' and the notation's: ruleset, warriorJump, repetition, randomness, seed);
// - the compact share link of a game: its record, deflated (CompressionStream 'deflate-raw')
//   and written in base64url, as `?g=` on the replay page.
// Nothing here knows a game: the session (lib/session.ts) plays the decisions again.
import type { Colour, Decision, OptionSpec, Session, SessionGame } from '../../lib/session.ts';

/** The game in progress as kept: enough to play it again through the session. */
export interface KeptGame {
  readonly options: Readonly<Record<string, string>>;
  /** The position string the game started from, when it was given (a link, a paste). */
  readonly position?: string;
  readonly decisions: readonly Decision[];
  /** The board seen from Black's side (the flip button). */
  readonly flipped?: boolean;
  /** The board turned to the side to move after each decision. */
  readonly autoFlip?: boolean;
  /** The computer's side and level when the game is played against it (Computer.tsx). */
  readonly opponent?: Opponent;
  /** The evaluation bar shown after each decision in a game between two people. */
  readonly analysis?: boolean;
}

/** The computer as an opponent: the side it plays and its level (1-8). */
export interface Opponent {
  readonly computer: Colour;
  readonly level: number;
}

export interface Players {
  readonly white: string;
  readonly black: string;
}

const VERSION = 1;
const gameKey = (game: string) => `rulebook:room:${game}`;
const PLAYERS_KEY = 'rulebook:players';

/** localStorage, or nothing where the browser refuses it (private modes, disabled storage). */
function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function readJson(key: string): unknown {
  try {
    const text = storage()?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or refused: the game goes on, it is only not kept.
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isColour = (v: unknown): v is Colour => v === 'white' || v === 'black';

function readDecision(v: unknown): Decision | undefined {
  if (!isRecord(v)) return undefined;
  if (v['type'] === 'move' && typeof v['text'] === 'string') return { type: 'move', text: v['text'] };
  if (v['type'] === 'resign' && isColour(v['player'])) return { type: 'resign', player: v['player'] };
  if (v['type'] === 'draw') return { type: 'draw' };
  return undefined;
}

/** The game kept for `game`, if any (anything malformed is no game). */
export function loadGame(game: string): KeptGame | undefined {
  const v = readJson(gameKey(game));
  if (!isRecord(v) || v['v'] !== VERSION || !isRecord(v['options']) || !Array.isArray(v['decisions'])) return undefined;
  const options = Object.fromEntries(Object.entries(v['options']).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const decisions = v['decisions'].map(readDecision);
  if (decisions.some((d) => d === undefined)) return undefined;
  return {
    options,
    ...(typeof v['position'] === 'string' ? { position: v['position'] } : {}),
    decisions: decisions as Decision[],
    flipped: v['flipped'] === true,
    autoFlip: v['autoFlip'] === true,
    ...(opponentOf(v['opponent']) ? { opponent: opponentOf(v['opponent'])! } : {}),
    analysis: v['analysis'] === true,
  };
}

/** The opponent kept: a side and a level 1-8 (the engine's MIN_LEVEL to MAX_LEVEL, written out: this module loads with the page, which carries nothing of the engine). */
function opponentOf(v: unknown): Opponent | undefined {
  return isRecord(v) && isColour(v['computer']) && Number.isInteger(v['level']) && (v['level'] as number) >= 1 && (v['level'] as number) <= 8
    ? { computer: v['computer'], level: v['level'] as number }
    : undefined;
}

export function saveGame(game: string, kept: KeptGame): void {
  writeJson(gameKey(game), { v: VERSION, ...kept });
}

export function loadPlayers(): Players {
  const v = readJson(PLAYERS_KEY);
  const name = (x: unknown) => (typeof x === 'string' ? x.slice(0, 40) : '');
  return isRecord(v) ? { white: name(v['white']), black: name(v['black']) } : { white: '', black: '' };
}

export function savePlayers(players: Players): void {
  writeJson(PLAYERS_KEY, players);
}

/** A game kept, played again through the session: the session after each decision, and where it stopped if a decision failed. */
export function resume(game: SessionGame, kept: KeptGame): { history: Session[]; failedAt?: number; error?: string } {
  const first = game.newGame(kept.options, kept.position);
  if (!first.ok) return { history: [], failedAt: 0, error: first.error };
  const history = [first.value];
  for (const [i, d] of kept.decisions.entries()) {
    const at = history[history.length - 1]!;
    if (d.type === 'move') {
      const next = game.play(at, d.text);
      if (!next.ok) return { history, failedAt: i + 1, error: next.error };
      history.push(next.value);
    } else {
      const next = d.type === 'resign' ? game.resign(at, d.player) : game.agreeDraw(at);
      if (next === at) return { history, failedAt: i + 1, error: 'the game was already over' };
      history.push(next);
    }
  }
  return { history };
}

/** What a session's start was: its options and, when it was given, its position. */
export const keptOf = (
  history: readonly Session[],
  position: string | undefined,
  view: { flipped: boolean; autoFlip: boolean; opponent?: Opponent | undefined; analysis?: boolean },
): KeptGame => {
  const last = history[history.length - 1];
  return {
    options: history[0]?.options ?? {},
    ...(position !== undefined ? { position } : {}),
    decisions: last ? last.moves.map((m) => m.decision) : [],
    flipped: view.flipped,
    autoFlip: view.autoFlip,
    ...(view.opponent ? { opponent: view.opponent } : {}),
    ...(view.analysis ? { analysis: true } : {}),
  };
};

/**
 * A play link's start, if the page's address has one: `position` and the game's options, each
 * by its name. A boolean option may be written on/off or true/false; a value the game does not
 * offer is refused with its name.
 */
export function linkStart(search: string, options: readonly OptionSpec[]): { position?: string; options: Record<string, string>; error?: string } | undefined {
  const params = new URLSearchParams(search);
  const named = options.filter((o) => params.has(o.name));
  const position = params.get('position') ?? undefined;
  if (position === undefined && named.length === 0) return undefined;
  const chosen: Record<string, string> = Object.fromEntries(options.map((o) => [o.name, o.default]));
  for (const o of named) {
    let value = (params.get(o.name) ?? '').trim();
    if (o.typed) {
      if (!new RegExp(o.typed.pattern).test(value)) return { options: chosen, error: `the link's ${o.name} "${value}" is not a ${o.label.toLowerCase()}` };
    } else {
      const values = o.choices.map((c) => c.value);
      if (values.includes('on') && values.includes('off')) value = value === 'true' ? 'on' : value === 'false' ? 'off' : value;
      if (!values.includes(value)) return { options: chosen, error: `the link's ${o.name} "${value}" is not one of ${values.join(', ')}` };
    }
    chosen[o.name] = value;
  }
  return { ...(position !== undefined ? { position } : {}), options: chosen };
}

// ---- The compact share link ----

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Uint8Array => {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** A game's text (its record) as the `g` value of a share link: deflated, base64url. */
export async function packGame(text: string): Promise<string> {
  return toBase64Url(await through(new TextEncoder().encode(text), new CompressionStream('deflate-raw')));
}

/** A share link's `g` value back to the game's text. */
export async function unpackGame(packed: string): Promise<string> {
  return new TextDecoder().decode(await through(fromBase64Url(packed), new DecompressionStream('deflate-raw')));
}

/** The replay page's share link of a game record, absolute, from a page of the same game. */
export async function shareLink(record: string, from: string = window.location.href): Promise<string> {
  return new URL(`../replay/?g=${await packGame(record)}`, new URL('./', from)).href;
}
