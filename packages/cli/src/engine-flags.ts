// The engine's flags, the same in every command that thinks (`best`, `analyse`, `play --vs
// computer`): a level (1-8, the engine's levels: the same meaning in every game), and one
// limit that replaces the level's own (a depth, a time or a number of positions), and how a
// search's progress and limits are said.

import { MAX_LEVEL, MIN_LEVEL, scoreText, type Limits } from '@rulebook/engine';
import type { Command } from 'commander';
import { requireCount } from './common.ts';
import { usageError } from './errors.ts';
import type { Thought } from './computer.ts';

/** The deepest `--depth` (the engine's levels search at most this deep). */
export const MAX_DEPTH = 64;

export interface LimitFlags {
  depth?: string;
  movetime?: string;
  nodes?: string;
}

/** `--level N`: a whole number from 1 to 8. */
export function levelFrom(text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < MIN_LEVEL || Number(text) > MAX_LEVEL) {
    throw usageError(`--level must be a whole number from ${MIN_LEVEL} to ${MAX_LEVEL}, got '${text}'`);
  }
  return Number(text);
}

/**
 * `--depth`, `--movetime` and `--nodes`: each with its help, for a command's options. `replaces`:
 * what the limit given replaces (`the level's own limits`); `levels`: whether the command has
 * levels to explain.
 */
export function addLimitFlags(command: Command, replaces: string, levels: boolean): Command {
  return command
    .option('--depth <n>', `search to depth N (plies: one decision each, 1 to ${MAX_DEPTH}), however long it takes`)
    .option('--movetime <ms>', 'think for MS milliseconds')
    .option('--nodes <n>', 'look at N positions (the same answer on every machine)')
    .addHelpText(
      'after',
      [
        '',
        `Give at most one of --depth, --movetime and --nodes: it replaces ${replaces}.`,
        ...(levels ? ['Levels 1-8 go from "makes mistakes" to "strongest in the time given", the same in every game.'] : []),
      ].join('\n'),
    );
}

/** The one limit given (undefined: none, the level's own), checked. */
export function limitsFrom(flags: LimitFlags): Limits | undefined {
  const given = (['depth', 'movetime', 'nodes'] as const).filter((name) => flags[name] !== undefined);
  if (given.length > 1) throw usageError(`${given.map((name) => `--${name}`).join(' and ')} are alternatives: give one`);
  const positive = (text: string, what: string): number => {
    const value = requireCount(text, what);
    if (value < 1) throw usageError(`${what} must be at least 1, got '${text}'`);
    return value;
  };
  if (flags.depth !== undefined) {
    const depth = positive(flags.depth, '--depth');
    if (depth > MAX_DEPTH) throw usageError(`--depth must be at most ${MAX_DEPTH}, got '${flags.depth}'`);
    return { depth, movetime: Infinity, nodes: Infinity };
  }
  if (flags.movetime !== undefined) return { movetime: positive(flags.movetime, '--movetime'), depth: MAX_DEPTH, nodes: Infinity };
  if (flags.nodes !== undefined) return { nodes: positive(flags.nodes, '--nodes'), depth: MAX_DEPTH, movetime: Infinity };
  return undefined;
}

/** `to depth 6`, `for 500 ms`, `over 30000 positions`: how long a search was given. */
export function limitsWords(limits: Limits | undefined, level: number): string {
  if (limits === undefined) return `at level ${level}`;
  if (limits.movetime !== undefined && Number.isFinite(limits.movetime)) return `for ${limits.movetime} ms`;
  if (limits.nodes !== undefined && Number.isFinite(limits.nodes)) return `over ${limits.nodes} positions`;
  return `to depth ${limits.depth}`;
}

/** Positions a second (from a time of at least 1 ms). */
export const nodesPerSecond = (thought: Thought): number => Math.round((thought.nodes * 1000) / Math.max(thought.timeMs, 1));

/** One line per completed depth: `depth 6  score +0.25  nodes 52310  nps 412000  time 0.13 s  line e2e4 e7e5`. */
export function progressLine(thought: Thought): string {
  return [
    `depth ${thought.depth}`,
    `score ${scoreText(thought.score)}`,
    `nodes ${thought.nodes}`,
    `nps ${nodesPerSecond(thought)}`,
    `time ${(thought.timeMs / 1000).toFixed(2)} s`,
    `line ${thought.line.join(' ')}`,
  ].join('  ');
}
