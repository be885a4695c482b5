import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { SCHEMA_CHANGE } from './schema-change';

/** One message of PostgreSQL's answer, as PGlite parses it. */
type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/**
 * Prepared statements on PGlite. `PGlite.query` runs every statement through six calls into PostgreSQL (Parse,
 * Describe, Bind, Describe, Execute, Sync), parsing and planning its text each time: about 150 µs of a cart write's
 * 350 µs. A PreparedStatements parses each distinct SQL text once as a named statement (Parse + Describe, keeping its
 * parameter types and its row description) and then runs it with one call of Bind + Execute + Sync, the parameters
 * serialised and the rows parsed by the instance's own serializers and parsers, exactly as `PGlite.query` does.
 * At most MAX_STATEMENTS texts are kept; the least recently used is closed (Close) when a new one needs room.
 */

/** Distinct SQL texts kept prepared at once. */
export const MAX_STATEMENTS = 512;

/** Statements named in this process so far: names stay unique even across instances sharing one PGlite. */
let statementsMade = 0;

/** A statement parsed once: its name, its parameters' type oids, and its row description (absent: no rows). */
interface Prepared {
  readonly name: string;
  readonly paramTypes: readonly number[];
  readonly rowDescription?: BackendMessage;
  /** The text changes the schema (SCHEMA_CHANGE), decided once when prepared. */
  readonly changesSchema: boolean;
}

/** The PGlite calls a PreparedStatements needs (PGlite itself, or a double in tests). */
export type PgliteProtocol = Pick<PGlite, 'execProtocol' | 'serializers' | 'parsers'>;

/** Named prepared statements of one PGlite instance, each SQL text prepared on first use. */
export class PreparedStatements {
  private readonly statements = new Map<string, Prepared>();

  /** `limit`: distinct SQL texts kept prepared at once (default MAX_STATEMENTS). */
  constructor(
    private readonly pg: PgliteProtocol,
    private readonly limit: number = MAX_STATEMENTS,
  ) {}

  /**
   * Runs `sql` with `params` and resolves with its rows (objects keyed by column name, values parsed as
   * `PGlite.query` parses them). The caller holds PGlite's query lock (no other statement may interleave). Rejects
   * with PostgreSQL's error (a DatabaseError with its `code`) and changes nothing then.
   */
  async run<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
    const statement = this.statements.get(sql) ?? (await this.prepare(sql));
    // Most recently used last: the first key of the map is the one to close when room is needed.
    this.statements.delete(sql);
    this.statements.set(sql, statement);
    const values = params.map((value, i) => this.serialised(value, statement.paramTypes[i]));
    const { serialize } = protocol;
    const message = concat([
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const { messages } = await this.pg.execProtocol(message, { syncToFs: false });
    // After a schema change no kept plan is trusted: each text is prepared again, under a new name.
    if (statement.changesSchema) this.statements.clear();
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return (parse.parseResults(described, this.pg.parsers)[0]?.rows ?? []) as T[];
  }

  /** A parameter as PGlite.query sends it: null, the serializer of its type, or its string form. */
  private serialised(value: unknown, oid: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = oid === undefined ? undefined : this.pg.serializers[oid];
    return serializer ? serializer(value) : String(value as string);
  }

  /** Parses `sql` as a new named statement and describes it; closes the least recently used one when full. */
  private async prepare(sql: string): Promise<Prepared> {
    const { serialize } = protocol;
    if (this.statements.size >= this.limit) {
      const [oldest, prepared] = this.statements.entries().next().value as [string, Prepared];
      this.statements.delete(oldest);
      await this.pg.execProtocol(concat([serialize.close({ type: 'S', name: prepared.name }), serialize.sync()]), {
        syncToFs: false,
      });
    }
    const name = `nutshell_${++statementsMade}`;
    const message = concat([
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const { messages } = await this.pg.execProtocol(message, { syncToFs: false });
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
      changesSchema: SCHEMA_CHANGE.test(sql),
    };
    this.statements.set(sql, prepared);
    return prepared;
  }

  /** Statements prepared now. */
  get size(): number {
    return this.statements.size;
  }

  /** Forgets every statement (after a schema change, a prepared plan may no longer fit its tables). */
  forget(): void {
    this.statements.clear();
  }
}

/** The protocol messages `parts` as one buffer. */
function concat(parts: readonly Uint8Array[]): Uint8Array {
  return Buffer.concat(parts);
}
