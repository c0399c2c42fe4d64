// The SQLite connection keeps its prepared statements (src/sqlite-statements.ts).
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { reusingStatements } from '../src/sqlite-statements.js';

/** A connection that counts what SQLite was asked to prepare. */
function counted() {
  const database = new SQLite(':memory:');
  let prepares = 0;
  const prepare = database.prepare.bind(database);
  database.prepare = ((sql: string) => (prepares++, prepare(sql))) as typeof database.prepare;
  database.exec('create table t (a integer); insert into t values (1), (2), (3)');
  return { database, prepared: () => prepares };
}

describe('reusingStatements', () => {
  it('prepares a SQL text once and runs it again with new parameters', () => {
    const { database, prepared } = counted();
    const connection = reusingStatements(database);
    const select = 'select a from t where a >= ? order by a';
    expect(connection.prepare(select).all([2])).toEqual([{ a: 2 }, { a: 3 }]);
    expect(connection.prepare(select).all([3])).toEqual([{ a: 3 }]);
    expect(prepared()).toBe(1);
  });

  it('sees a column a migration added after the statement was prepared', () => {
    const { database } = counted();
    const connection = reusingStatements(database);
    expect(connection.prepare('select * from t where a = ?').all([1])).toEqual([{ a: 1 }]);
    database.exec('alter table t add column b text');
    expect(connection.prepare('select * from t where a = ?').all([1])).toEqual([{ a: 1, b: null }]);
  });

  it('gives a query its own statement while the kept one is still being iterated', () => {
    const { database, prepared } = counted();
    const connection = reusingStatements(database);
    const select = 'select a from t order by a';
    const open = connection.prepare(select).iterate([]);
    expect(open.next().value).toEqual({ a: 1 });
    expect(connection.prepare(select).all([])).toHaveLength(3); // busy: not the kept one
    expect(prepared()).toBe(2);
    expect([...open]).toEqual([{ a: 2 }, { a: 3 }]);
    connection.prepare(select).all([]);
    expect(prepared()).toBe(2); // the kept one again, once it is done
  });

  it('keeps the most recently used texts up to its bound', () => {
    const { database, prepared } = counted();
    const connection = reusingStatements(database, 2);
    const text = (n: number) => `select a + ${n} as b from t where a = ?`;
    for (const n of [1, 2, 1, 3]) connection.prepare(text(n)).all([1]); // 3 pushes out 2, not 1
    expect(prepared()).toBe(3);
    connection.prepare(text(1)).all([1]);
    expect(prepared()).toBe(3);
    connection.prepare(text(2)).all([1]);
    expect(prepared()).toBe(4);
  });
});
