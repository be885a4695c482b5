// pretest: the browser tests drive Debian's Chromium (no browser downloads). Install it when missing and
// allowed (root), otherwise stop with the exact command to run.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.log('Installing Debian chromium for the browser tests...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else {
    console.error(`The browser tests need ${CHROMIUM}. Run: sudo apt-get install -y chromium`);
    process.exit(1);
  }
}
