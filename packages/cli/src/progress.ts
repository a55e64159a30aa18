// A progress bar on stderr, shown only when stderr is a terminal; otherwise a no-op.

import cliProgress from 'cli-progress';

export interface Progress {
  update(done: number): void;
  stop(): void;
}

const silent: Progress = { update() {}, stop() {} };

export function progress(label: string, total: number, wanted = true): Progress {
  if (!wanted || process.stderr.isTTY !== true || total <= 0) return silent;
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: `${label} [{bar}] {percentage}% {value}/{total}`,
      hideCursor: true,
      clearOnComplete: true,
      etaBuffer: 20,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return {
    update(done) {
      bar.update(done);
    },
    stop() {
      bar.stop();
    },
  };
}

/** A progress bar over bytes read, with the games replayed so far (`replay`'s stream). */
export interface ByteProgress {
  update(bytes: number, games: number): void;
  /** Clears the bar's line, before other output goes to the same terminal (it is drawn again on the next update). */
  clear(): void;
  stop(): void;
}

const mebibytes = (bytes: number): string => (bytes / 2 ** 20).toFixed(1);

/** Shown only when stderr is a terminal and the total is known; otherwise a no-op. */
export function byteProgress(label: string, totalBytes: number | undefined): ByteProgress {
  if (process.stderr.isTTY !== true || totalBytes === undefined || totalBytes <= 0) return { update() {}, clear() {}, stop() {} };
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: `${label} [{bar}] {percentage}% {done}/{size} MiB, {games} game(s), ETA {eta_formatted}`,
      hideCursor: true,
      clearOnComplete: true,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  const size = mebibytes(totalBytes);
  bar.start(totalBytes, 0, { done: mebibytes(0), size, games: 0 });
  return {
    update(bytes, games) {
      bar.update(bytes, { done: mebibytes(bytes), size, games });
    },
    clear() {
      process.stderr.write('\r\u001b[2K');
    },
    stop() {
      bar.stop();
    },
  };
}
