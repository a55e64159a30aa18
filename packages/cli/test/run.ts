// Runs the built CLI (dist/main.js) with the Node that runs the tests.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const CLI = fileURLToPath(new URL('../dist/main.js', import.meta.url));
export const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
export const EXAMPLES = fileURLToPath(new URL('../../../examples/', import.meta.url));

export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function run(args: readonly string[], input?: string): Run {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: PACKAGE,
    input: input ?? '',
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 60_000,
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

export function lines(text: string): string[] {
  return text.split('\n').filter((line) => line !== '');
}
