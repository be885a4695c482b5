import { SingleBar } from 'cli-progress';
import type { ProgressBar } from '../commands/shared/deps';

/**
 * A cli-progress bar of `total` steps on `stream` (the terminal's stderr): `Uploading [====    ] 50% 2500/5000 rows`.
 * Only made when that stream is a TTY (cli/main.ts).
 */
export function terminalProgressBar(total: number, stream: NodeJS.WritableStream): ProgressBar {
  const bar = new SingleBar({
    format: 'Uploading [{bar}] {percentage}% {value}/{total} rows',
    stream,
    hideCursor: true,
    clearOnComplete: false,
  });
  bar.start(total, 0);
  return {
    update: (done) => bar.update(done),
    stop: () => bar.stop(),
  };
}
