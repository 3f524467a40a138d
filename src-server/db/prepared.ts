import type { Compilable, Kysely } from 'kysely';
import type { Db } from './connect';
import type { Database } from './schema';

/**
 * Builds and compiles a read once, with marker values where its string arguments go; each call
 * swaps the markers for the arguments and runs the compiled SQL. Kysely otherwise rebuilds and
 * recompiles the query tree on every call, which is most of the cost of a small hot read. On
 * SQLite the read runs at once on the connection when no transaction holds it.
 */
export function prepareQuery<Name extends string, Row>(
  db: Db,
  names: readonly Name[],
  build: (db: Kysely<Database>, args: Record<Name, string>) => Compilable<Row>,
): (args: Record<Name, string>) => Promise<Row[]> {
  const markers = Object.fromEntries(names.map((name) => [name, `\u0000${name}\u0000`])) as Record<Name, string>;
  const compiled = build(db.kysely, markers).compile();
  const slots = compiled.parameters.map((value) => names.find((name) => markers[name] === value));
  if (names.some((name) => !slots.includes(name))) throw new Error('prepareQuery: every argument must appear in the query');
  return async (args) => {
    const parameters = compiled.parameters.map((value, index) => {
      const slot = slots[index];
      return slot === undefined ? value : args[slot];
    });
    const now = db.readNow?.(compiled.sql, parameters);
    if (now) return now as Row[];
    const { rows } = await db.kysely.executeQuery<Row>({ ...compiled, parameters });
    return rows;
  };
}
