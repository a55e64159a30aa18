// What travels between the server and a game's clients: over HTTP, a new game and a log; over the
// game's WebSocket (`/api/games/<id>/socket`), JSON messages, one per frame. Types only, so that a
// page can import them without loading anything (the server checks what clients send with the
// schemas in messages.ts).
//
// A client says `hello` first (with its seat's token, or none to watch) and the sequence number of
// the last log line it holds; the server answers with the lines after it, then the room. Every
// action names the version it was decided at (the last sequence number the client saw): an action
// at an older version is refused, so a stale or replayed message cannot play twice.

export type Side = 'white' | 'black';

/** The longest message a client may send (bytes); a longer frame closes the socket (1009). */
export const MAX_MESSAGE_BYTES = 4096;

/** A time control as a new game asks for it. */
export interface ClockSpec {
  /** Minutes for the whole game (0.5 to 180). */
  readonly minutes: number;
  /** Seconds added after each of a player's moves (0 to 180). */
  readonly increment: number;
}

/** POST /api/games */
export interface NewGameRequest {
  /** `chakra`, `shakti`, `medea` or `chakart`. */
  readonly game: string;
  /** The game's options as the CLI's flags name them (`repetition`, `ruleset`, `randomness`, …). */
  readonly options?: Readonly<Record<string, unknown>>;
  /** The creator's side; `random` by default. */
  readonly side?: Side | 'random';
  readonly clock?: ClockSpec;
  /** The other seat is the computer at this level (1-8). */
  readonly computer?: number;
  /** Names for the log's White and Black tags. */
  readonly white?: string;
  readonly black?: string;
}

/** The answer to a new game: the creator's seat and the links to pass on. */
export interface NewGameResponse {
  readonly id: string;
  readonly game: string;
  /** The creator's side and the token of that seat (keep it secret: it is the seat). */
  readonly side: Side;
  readonly token: string;
  readonly links: {
    /** The creator's own link (their token in the fragment). */
    readonly you: string;
    /** For the opponent (their token in the fragment); absent when the computer plays the other side. */
    readonly invite?: string;
    /** Read-only, for spectators. */
    readonly watch: string;
    /** The replay page for this game. */
    readonly replay: string;
    /** The log as JSON Lines. */
    readonly log: string;
  };
}

/** GET /api/games/<id> */
export interface GameInfo {
  readonly id: string;
  readonly game: string;
  readonly version: number;
  readonly clock?: ClockSpec;
  readonly computer?: { readonly side: Side; readonly level: number };
  readonly over?: { readonly result: 'white' | 'black' | 'draw'; readonly reason: string; readonly words: string };
  readonly rematch?: string;
}

// Client → server --------------------------------------------------------------------------------

export type ClientMessage =
  /** First message: the seat's token (absent: watch), and the last sequence number held (-1: none). */
  | { readonly t: 'hello'; readonly token?: string; readonly after: number }
  /** A move in the game's move text (Chakart: the decision; the server draws the outcomes). */
  | { readonly t: 'move'; readonly id: number; readonly version: number; readonly move: string }
  | { readonly t: 'resign'; readonly id: number; readonly version: number }
  /** Offers a draw, or accepts the opponent's standing offer (G2: an agreed draw). */
  | { readonly t: 'draw'; readonly id: number; readonly version: number }
  /** Declines the opponent's standing draw offer. */
  | { readonly t: 'decline'; readonly id: number }
  /** After the game: offers a rematch (colours swapped), or accepts the opponent's offer. */
  | { readonly t: 'rematch'; readonly id: number };

// Server → client --------------------------------------------------------------------------------

export interface ClockState {
  /** Milliseconds left for each side, measured at `at` (server time). */
  readonly white: number;
  readonly black: number;
  /** The side whose clock is running, or null (before the first move, after the end). */
  readonly running: Side | null;
  readonly at: number;
}

export interface RoomState {
  readonly presence: { readonly white: boolean; readonly black: boolean };
  readonly spectators: number;
  /** The side whose draw offer stands. */
  readonly drawOffer: Side | null;
  /** The side that offered a rematch. */
  readonly rematchOffer: Side | null;
  readonly clock: ClockState | null;
}

export type ServerMessage =
  /** After hello: who you are in this game. */
  | {
      readonly t: 'welcome';
      readonly game: string;
      readonly seat: Side | null;
      readonly clock?: ClockSpec;
      readonly computer?: { readonly side: Side; readonly level: number };
    }
  /** Log lines, in order, each with its sequence number (0: the start line). */
  | { readonly t: 'events'; readonly events: readonly { readonly seq: number; readonly line: string }[] }
  | ({ readonly t: 'room' } & RoomState)
  /** Your action `id` was stored; the game is at `version`. */
  | { readonly t: 'ok'; readonly id: number; readonly version: number }
  /** Your message was refused (`id` when it had one); the game is unchanged. */
  | { readonly t: 'refused'; readonly id: number | null; readonly error: string }
  /** Both agreed to a rematch: the new game, and your seat's token in it (none for spectators). */
  | { readonly t: 'rematch'; readonly game: string; readonly side: Side | null; readonly token?: string };
