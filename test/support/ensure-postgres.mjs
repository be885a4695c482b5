// pretest: the contract, integration and CLI suites also run on PostgreSQL (issue: same migrations on
// PGlite and PostgreSQL). Uses NUTSHELL_TEST_DATABASE_URL when set; otherwise installs (as root) and starts
// Debian's PostgreSQL, creates the role `nutshell` (CREATEDB), and writes the URL of its maintenance database
// to .tmp/test-postgres-url for vitest.config.ts. Without root it stops with the exact commands to run.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';

const FILE = '.tmp/test-postgres-url';
const URL_DEFAULT = 'postgres://nutshell:nutshell@localhost:5432/postgres';
const sh = (cmd) => execSync(cmd, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
const write = (url) => {
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(FILE, url);
};

if (process.env.NUTSHELL_TEST_DATABASE_URL) {
  write(process.env.NUTSHELL_TEST_DATABASE_URL);
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasServer = () =>
  existsSync('/usr/bin/pg_ctlcluster') && sh('ls /usr/lib/postgresql 2>/dev/null || true').trim() !== '';
try {
  if (!hasServer()) {
    if (!isRoot) throw new Error('not root');
    console.log('Installing Debian PostgreSQL for the PostgreSQL test runs...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null', {
      stdio: 'inherit',
    });
  }
  const version = sh('ls /usr/lib/postgresql | sort -V | tail -1').trim();
  const clusters = sh('pg_lsclusters -h 2>/dev/null || true');
  if (!clusters.includes(`${version} main`)) {
    if (!isRoot) throw new Error('not root');
    sh(`pg_createcluster ${version} main`);
  }
  if (
    !sh('pg_lsclusters -h')
      .split('\n')
      .some((l) => l.startsWith(`${version} main`) && l.includes('online'))
  ) {
    if (!isRoot) throw new Error('not root');
    sh(`pg_ctlcluster ${version} main start`);
  }
  if (isRoot) {
    const sql =
      "DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'nutshell') THEN CREATE ROLE nutshell LOGIN PASSWORD 'nutshell' CREATEDB; ELSE ALTER ROLE nutshell LOGIN PASSWORD 'nutshell' CREATEDB; END IF; END $$;";
    execFileSync('su', ['postgres', '-c', 'psql -q -v ON_ERROR_STOP=1'], {
      input: sql,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
  }
  write(URL_DEFAULT);
} catch (e) {
  console.error(`The PostgreSQL test runs need a PostgreSQL server (${e instanceof Error ? e.message : e}). Run as root:
  apt-get install -y postgresql && pg_ctlcluster $(ls /usr/lib/postgresql | tail -1) main start
  su postgres -c "psql -c \\"CREATE ROLE nutshell LOGIN PASSWORD 'nutshell' CREATEDB\\""
or set NUTSHELL_TEST_DATABASE_URL=postgres://user:pass@host/postgres (a role that may CREATE DATABASE).`);
  process.exit(1);
}
