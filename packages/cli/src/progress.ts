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
