// `play --vs computer`: the opponent the flags ask for, and what the session asks of it (play.ts
// keeps the session's flow). The computer is the engine in a worker thread (src/computer.ts),
// at a level (1-8, DEFAULT_LEVEL unless --level), playing the side the player does not. It
// sees the game's positions from the start, as strings (the worker reads them again), so that
// it counts repetitions as the rules do (G3).

import { DEFAULT_LEVEL, scoreText, type Score } from '@rulebook/engine';
import { expectedScore, flipped } from '@rulebook/engine/marks';
import { capitalised } from '../common.ts';
import { Computer, INTERRUPTED, type Answer } from '../computer.ts';
import { engineGame } from '../engine-game.ts';
import { levelFrom } from '../engine-flags.ts';
import { CliError, usageError } from '../errors.ts';
import type { Colour, Options, SomeGame } from '../games/game.ts';

export interface VersusFlags {
  vs?: string;
  level?: string;
  colour?: string;
}

/** A game against the computer: who plays which side, the engine's level, the engine itself. */
export interface Versus {
  readonly human: Colour;
  readonly computer: Colour;
  readonly level: number;
  readonly engine: Computer;
}

/** The opponent the flags ask for (undefined: people at the same screen); `file` names the log in the message of an interrupt. */
export function versusFrom(flags: VersusFlags, file: string | undefined): Versus | undefined {
  if (flags.vs === undefined) {
    const stray = [flags.level === undefined ? '' : '--level', flags.colour === undefined ? '' : '--colour'].filter((flag) => flag !== '');
    if (stray.length > 0) throw usageError(`${stray.join(' and ')} ${stray.length > 1 ? 'are' : 'is'} for a game against the computer: add --vs computer`);
    return undefined;
  }
  if (flags.vs !== 'computer') throw usageError(`--vs takes 'computer', got '${flags.vs}'`);
  const human = flags.colour ?? 'white';
  if (human !== 'white' && human !== 'black') throw usageError(`--colour must be white or black, got '${human}'`);
  const level = levelFrom(flags.level, DEFAULT_LEVEL);
  const kept = file === undefined ? 'the game was not saved' : `the log keeps the game so far (${file})`;
  const engine = new Computer(() => new CliError(`interrupted (SIGINT) while the computer was thinking; ${kept}`, INTERRUPTED));
  return { human, computer: human === 'white' ? 'black' : 'white', level, engine };
}

/** The computer can play the game with these options; otherwise the session ends before anything is written. */
export function checkPlayable(game: SomeGame, variant: Options): void {
  if (engineGame(game.name, variant) === undefined) throw usageError(`the computer cannot play ${game.title}: the engine has no search for it`);
}

/** The game's positions from its start, the current one last: an event pushes one, an undo pops one. */
export class Positions {
  private readonly seen: { readonly text: string; readonly turn: Colour }[] = [];

  push(game: SomeGame, position: unknown): void {
    this.seen.push({ text: game.formatPosition(position), turn: game.turn(position) });
  }

  pop(): void {
    this.seen.pop();
  }

  /** Who made the last event (the side to move before it); undefined at the start. */
  lastMover(): Colour | undefined {
    return this.seen[this.seen.length - 2]?.turn;
  }

  /** Whether `side` made any event of the game (an event's player is the side to move before it). */
  moved(side: Colour): boolean {
    return this.seen.slice(0, -1).some((before) => before.turn === side);
  }

  /** The engine's answer in the current position, at the computer's level; seeded by the ply, so that a game replays alike. */
  think(versus: Versus, game: SomeGame, variant: Options, ply: number): Promise<Answer> {
    const here = this.seen[this.seen.length - 1]!;
    const history = this.seen.slice(0, -1).map((position) => position.text);
    return versus.engine.search({ game: game.name, variant, position: here.text, history, level: versus.level, limits: {}, seed: ply });
  }
}

/**
 * The computer's answer to a draw offered when the player is to move (`score`: the search's,
 * from the player's view): it agrees unless it thinks it stands better. Undefined: it agrees;
 * otherwise the words of its refusal.
 */
export function drawRefusal(versus: Versus, score: Score): string | undefined {
  const own = flipped(score);
  if (expectedScore(own) <= 0.5) return undefined;
  return `${capitalised(versus.computer)} declines the draw: it thinks it stands better (${scoreText(own)}).`;
}
