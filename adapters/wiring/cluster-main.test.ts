import { workersOf } from './cluster-main';

describe('NUTSHELL_WORKERS', () => {
  const pg = { DATABASE_URL: 'postgres://nutshell@localhost/nutshell' };
  it('is 1 when unset or empty, takes 1 to 64 with DATABASE_URL, and refuses the rest with its name', () => {
    expect(workersOf({})).toBe(1);
    expect(workersOf({ NUTSHELL_WORKERS: '' })).toBe(1);
    expect(workersOf({ NUTSHELL_WORKERS: '1' })).toBe(1);
    expect(workersOf({ ...pg, NUTSHELL_WORKERS: '4' })).toBe(4);
    expect(workersOf({ ...pg, NUTSHELL_WORKERS: '64' })).toBe(64);
    for (const bad of ['0', '65', '2.5', 'two', '-1'])
      expect(() => workersOf({ ...pg, NUTSHELL_WORKERS: bad })).toThrow(
        'invalid environment: NUTSHELL_WORKERS must be a whole number from 1 to 64',
      );
  });
  it('refuses more than 1 worker on PGlite (no DATABASE_URL)', () => {
    expect(() => workersOf({ NUTSHELL_WORKERS: '2' })).toThrow(
      'invalid environment: NUTSHELL_WORKERS above 1 needs DATABASE_URL (PostgreSQL): a PGlite data directory is ' +
        'opened by one process at a time',
    );
  });
});
