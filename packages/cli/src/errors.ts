// Every way the command can fail, as a message and an exit code. Nothing else leaves main.

import { printable } from './printable.ts';

/** 1: the game data is invalid or a move is illegal. 2: usage error or unreadable input. 130: interrupted (SIGINT). */
export type ExitCode = 1 | 2 | 130;

export class CliError extends Error {
  readonly exitCode: ExitCode;
  /** The message is printed on one line: what it quotes from a file is escaped (`printable`). */
  constructor(message: string, exitCode: ExitCode) {
    super(printable(message));
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

/** Bad arguments or unreadable input (exit 2). */
export const usageError = (message: string): CliError => new CliError(message, 2);

/** Invalid game data or an illegal move (exit 1). */
export const dataError = (message: string): CliError => new CliError(message, 1);
