/**
 * Statements of the hot read paths, built once per database handle with drizzle's prepare(): the SQL text is
 * generated once instead of on every request (drizzle's query building was ~20 % of an authenticated read's CPU)
 * and, on PostgreSQL, each pooled connection parses it once (a named statement). Values are sql.placeholder()s
 * given to execute(). A name must belong to one SQL text only.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

export function perDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * A column as "table"."column", for SQL fields with subqueries: in a single-table select drizzle writes columns
 * unqualified, and in a correlated subquery an unqualified name is the inner table's when it has one.
 */
export const qualified = (column: AnyPgColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
