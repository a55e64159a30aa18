// A game the server holds: its log's lines and the machine folded over them, through the same
// text modules the CLI replays with (@rulebook/notation), so every event is checked by the rules
// before it is stored and the stored lines are what `rulebook replay` reads. Written once for
// every game over the text contract; Chakart's chance (chance.ts) is the one game-specific part.
import { randomBytes } from 'node:crypto';
import { chakart as chakartText, endingWords, withTextGame, type EndingActionOf, type GameName, type Result, type TextGame, type TextTypes } from '@rulebook/notation';
import { chakart as chakartRules, games } from '@rulebook/rules';
import { commitmentOf, drawOutcomes, revealLine } from './chance.ts';

export type Side = 'white' | 'black';

/**
 * What a seat asks of the game, before it is checked: move text, or the notation's ending actions
 * (resign, draw; G5's timeout, decided by the server's clock, never by a client).
 */
export type Action = { readonly type: 'move'; readonly text: string } | EndingActionOf;

export interface End {
  readonly result: 'white' | 'black' | 'draw';
  readonly reason: string;
  /** `White wins by checkmate`: the games' one voice. */
  readonly words: string;
}

/** An action checked and played, not yet stored: the lines to append, and the game once they are. */
export interface Prepared {
  readonly lines: readonly string[];
  /** Takes the lines into the game (call once the store accepted them). */
  commit(): void;
}

export interface LiveGame {
  readonly name: GameName;
  /** The log's lines, the start line first. */
  readonly lines: readonly string[];
  /** The last sequence number (lines − 1). */
  version(): number;
  /** Whose turn it is (the side to move; Chakart's multi-decision turns stay with one side). */
  turn(): Side;
  /** The side to move after each line (index: sequence number). */
  readonly turns: readonly Side[];
  end(): End | undefined;
  /** Chakart: whether line `seq` is the one that publishes the seed (no decision: the clocks skip it). */
  reveals(seq: number): boolean;
  /** Takes lines another server process stored (PostgreSQL), checking each; or the first problem. */
  absorb(lines: readonly string[]): Result<void, string>;
  /** Checks `action` and makes its lines (a Chakart game that ends also reveals its seed), or says why it is refused. */
  prepare(action: Action): Result<Prepared, string>;
}

/** A new game's options as the API takes them, passed to the game's start builder (checked there). */
export interface NewGame {
  readonly game: GameName;
  readonly options: Readonly<Record<string, unknown>>;
  readonly tags: Readonly<Record<string, string>>;
}

/** A new game's start line, and for Chakart the secret its outcomes are drawn from (G4, committed). */
export function startLine(spec: NewGame): Result<{ line: string; secret?: string }, string> {
  // An option the game does not have is refused by name (a typo must not give a game of other rules).
  const known = spec.game === 'chakart' ? ['randomness', 'seed', 'position'] : [...Object.keys(games[spec.game].options), 'position'];
  const unknown = Object.keys(spec.options).find((name) => !known.includes(name));
  if (unknown !== undefined) return { ok: false, error: `options.${unknown}: ${spec.game} has no such option; its options: ${known.join(', ')}` };
  return withTextGame(spec.game, (text) => {
    if (spec.game === 'chakart') {
      const { seed: _, ...rest } = spec.options;
      if (spec.options['seed'] !== undefined) return { ok: false, error: 'options.seed: an online game draws its own secret seed and publishes it when the game ends' } as const;
      const randomness = (rest['randomness'] ?? 2) as 0 | 1 | 2;
      if (![0, 1, 2].includes(randomness)) return { ok: false, error: `options.randomness: expected 0, 1 or 2, found ${JSON.stringify(rest['randomness'])}` } as const;
      const secret = randomBytes(32).toString('hex');
      // K1: the set-up is drawn here (it is public from the start), the outcomes from the secret.
      const setupSeed = randomBytes(4).readUInt32BE(0) >>> 1;
      const position = rest['position'] ?? chakartRules.chakartGame.create({ randomness, seed: setupSeed }).start();
      const start = chakartText.startEvent({ ...rest, randomness, position, commitment: commitmentOf(secret), tags: spec.tags } as never);
      if (!start.ok) return { ok: false, error: start.error.message } as const;
      return { ok: true, value: { line: chakartText.writeStartLine(start.value), secret } } as const;
    }
    const start = text.startEvent({ ...spec.options, tags: spec.tags } as never);
    if (!start.ok) return { ok: false, error: start.error.message } as const;
    const line = text.writeStartLine(start.value);
    // The start builder takes a position string as given: a game is made only of a start line that reads back.
    const read = text.startReplay(line, 1);
    if (!read.ok) return { ok: false, error: `options.position: ${read.error.message}` } as const;
    return { ok: true, value: { line } } as const;
  });
}

/**
 * The game of a stored log (every line replayed through the rules: a store whose lines do not
 * replay is reported, never served). `secret`: Chakart's seed, while it is not yet revealed.
 */
export function loadGame(name: GameName, lines: readonly string[], secret?: string): Result<LiveGame, string> {
  return withTextGame(name, (text) => live(name, text, lines, secret));
}

function live<T extends TextTypes>(name: GameName, text: TextGame<T>, stored: readonly string[], secret: string | undefined): Result<LiveGame, string> {
  const started = text.startReplay(stored[0] ?? '', 1);
  if (!started.ok) return { ok: false, error: `line 1: ${started.error.message}` };
  const replayer = started.value;
  let drawn = 0;
  /** The sequence number of the line that published Chakart's seed, once there is one. */
  let revealedAt: number | undefined;
  const lines: string[] = [stored[0]!];
  const snapshot = () => replayer.snapshot();
  const turnNow = () => (snapshot().context.position as { turn: Side }).turn;
  const turns: Side[] = [turnNow()];
  /** One line checked by the rules and taken, or its problem. */
  const step = (line: string): string | undefined => {
    const n = lines.length + 1;
    // G4 (committed): Chakart's replayer reads the line that reveals the seed, checking every outcome.
    const reveal = (replayer as { reveal?: (text: string, line: number) => Result<unknown, { message: string }> | undefined }).reveal?.(line, n);
    if (reveal !== undefined) {
      if (!reveal.ok) return `line ${n}: ${reveal.error.message}`;
      revealedAt = lines.length;
      lines.push(line);
      turns.push(turnNow());
      return undefined;
    }
    const stepped = replayer.step(line, n);
    if (!stepped.ok) return `line ${n}: ${stepped.error.message}`;
    const event = stepped.value.event as { event: string; outcomes?: readonly string[] };
    drawn += event.outcomes?.length ?? 0;
    lines.push(line);
    turns.push(turnNow());
    return undefined;
  };
  for (let i = 1; i < stored.length; i++) {
    const problem = step(stored[i]!);
    if (problem !== undefined) return { ok: false, error: problem };
  }
  const end = (): End | undefined => {
    const e = replayer.end() as { result: End['result']; reason: string } | undefined;
    return e === undefined ? undefined : { result: e.result, reason: e.reason, words: endingWords(e) };
  };
  // Applies lines already checked (they were made from this very snapshot) to the replayer.
  const take = (newLines: readonly string[]) => {
    for (const line of newLines) {
      const problem = step(line);
      if (problem !== undefined) throw new Error(`the server's own ${problem}`);
    }
  };
  return {
    ok: true,
    value: {
      name,
      lines,
      version: () => lines.length - 1,
      turn: turnNow,
      turns,
      absorb(more) {
        for (const line of more) {
          const problem = step(line);
          if (problem !== undefined) return { ok: false, error: problem };
        }
        return { ok: true, value: undefined };
      },
      end,
      reveals: (seq) => seq === revealedAt,
      prepare(action) {
        if (end() !== undefined) return { ok: false, error: `the game is over (${end()!.words})` };
        let played: Result<{ logEvent: (ply: number) => unknown; snapshot: unknown; result?: unknown }, string>;
        try {
          if (action.type === 'move' && name === 'chakart') {
            if (secret === undefined) return { ok: false, error: 'this game has no secret to draw its outcomes from' };
            const drawnNow = drawOutcomes(snapshot() as never, action.text, secret, drawn);
            if (!drawnNow.ok) return drawnNow;
            played = text.playAction(snapshot(), { type: 'move', move: drawnNow.value.move as T['move'] });
          } else {
            played = text.playAction(snapshot(), action);
          }
        } catch (e) {
          return { ok: false, error: `the rules engine failed: ${e instanceof Error ? e.message : String(e)}` };
        }
        if (!played.ok) return played;
        const line = text.writeEventLine(played.value.logEvent(replayer.events() + 1) as T['logEvent']);
        const newLines = [line];
        // G4 (committed): the game's end publishes the seed, in the same append.
        if (played.value.result !== undefined && name === 'chakart' && secret !== undefined) newLines.push(revealLine(secret));
        return { ok: true, value: { lines: newLines, commit: () => take(newLines) } };
      },
    },
  };
}
