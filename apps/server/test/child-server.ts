// The built server (dist/main.js) as a child process, the way users run it: started on a data folder
// (or a PostgreSQL URL), its address read from the line it prints, killed without warning
// (SIGKILL) and started again on the same folder and, when it is free, the same port. Erasable
// TypeScript only, so that the load benchmark can import it under plain `node`.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

export interface ChildServer {
  readonly process: ChildProcess;
  readonly pid: number;
  readonly port: number;
  readonly http: string;
  readonly ws: string;
  /** What it wrote to stderr so far. */
  stderr(): string;
  /** Resolves when it has exited. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ChildOptions {
  /** SQLite: the data folder. */
  readonly data?: string;
  readonly postgres?: string;
  /** 0: any free port. */
  readonly port?: number;
  readonly startTimeoutMs?: number;
}

/** Starts dist/main.js; resolves once it prints where it listens, rejects with its stderr if it exits first. */
export function startChild(options: ChildOptions): Promise<ChildServer> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the server first (npx -y pnpm@12.21.0 --filter @rulebook/server build)`);
  const args = [MAIN, '--port', String(options.port ?? 0), '--quiet'];
  if (options.data !== undefined) args.push('--data', options.data);
  if (options.postgres !== undefined) args.push('--postgres', options.postgres);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not say where it listens within ${options.startTimeoutMs ?? 15_000} ms; stderr: ${err}`));
    }, options.startTimeoutMs ?? 15_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const found = /Rulebook is at http:\/\/[^:]+:(\d+)\//.exec(out);
      if (found === null) return;
      clearTimeout(timer);
      const port = Number(found[1]);
      resolve({
        process: child,
        pid: child.pid!,
        port,
        http: `http://127.0.0.1:${port}`,
        ws: `ws://127.0.0.1:${port}`,
        stderr: () => err,
        exited,
      });
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${code}, signal ${signal}) before it listened; stderr: ${err.trim()}`));
    });
  });
}

/** SIGKILL: no handler runs, nothing is flushed that was not already committed. */
export async function killHard(server: ChildServer): Promise<void> {
  server.process.kill('SIGKILL');
  await server.exited;
}

/** SIGTERM, the orderly stop; its exit code. */
export async function stop(server: ChildServer): Promise<number | null> {
  server.process.kill('SIGTERM');
  return (await server.exited).code;
}

/** The most memory the process has held (VmHWM, kB), or undefined when /proc does not say. */
export function peakRssKb(pid: number): number | undefined {
  try {
    const found = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return found === null ? undefined : Number(found[1]);
  } catch {
    return undefined;
  }
}
