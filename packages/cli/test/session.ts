// A `play` session as a real child process, fed and read while it runs (run.ts waits for the
// end instead), and waiting for what a session does without timing it.
import { spawn } from 'node:child_process';
import { CLI, PACKAGE } from './run.ts';

export interface Session {
  readonly pid: number;
  /** What it printed so far. */
  stdout(): string;
  stderr(): string;
  /** Sends input (add the line breaks). */
  send(text: string): void;
  /** Closes its input. */
  end(): void;
  /** Its end: the exit code, or the signal that killed it. */
  readonly exited: Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null }>;
}

/** Starts `rulebook ARGS` with piped standard streams. */
export function start(args: readonly string[]): Session {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: PACKAGE,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  // A session that ended first makes writes to its input fail: that is its own result, not the test's.
  child.stdin.on('error', () => undefined);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal }));
  });
  return {
    pid: child.pid!,
    stdout: () => stdout,
    stderr: () => stderr,
    send: (text) => {
      child.stdin.write(text);
    },
    end: () => {
      child.stdin.end();
    },
    exited,
  };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds (polling); fails after `ms` (a bound for a hung test, not a timing claim). */
export async function until(check: () => boolean, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}
