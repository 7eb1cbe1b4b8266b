/**
 * What the backup round trips share (backup.test.ts on PGlite, backup.pg.test.ts on PostgreSQL): the commands run as
 * an operator runs them (`npm run backup`, `npm run restore`), every table's contents as one comparable value, and a
 * server on a database handle whose answers show what the restore brought back.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import type { DbHandle } from '../../server/db/client.ts';
import type { S } from './support.ts';
import { as, persona } from './client-support.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- <args>` in the project, with `env` over this process's environment (DATABASE_URL left out unless given). */
export function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<CommandResult> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  return new Promise((done) => {
    execFile('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, env: { ...base, ...env }, timeout: 120_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      done({ code, stdout, stderr });
    });
  });
}

/** Every table of the product (and the migrations' own), each as its row count and a hash of its rows in order. */
export async function tableContents(handle: DbHandle): Promise<Record<string, { rows: number; md5: string }>> {
  const rowsOf = async <T>(query: string) => ((await handle.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const contents: Record<string, { rows: number; md5: string }> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ rows: number; md5: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from ${name} t`,
    );
    contents[name] = row;
  }
  return contents;
}

/** A server on `handle` (the real app, without a listener), for the calls a client makes. */
export async function serverOn(handle: DbHandle) {
  const app = await buildApp({ db: handle.db, config: { demo: true } });
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof serverOn>>;

/** The funds the investor's My assets lists, by code. */
export async function investorFunds(app: App, token?: string): Promise<{ code: number; funds: string[] }> {
  const investor = token ? as(app, token) : await persona(app, 'investor@demo.test');
  const r = await investor.get<S['FundHolding'][]>('/asset/fundListAndState');
  return { code: r.code, funds: (r.data ?? []).map((f) => f.fundCode).sort() };
}

/**
 * What happens after the backup, to be undone by the restore: the investor signs in (a session, an audit entry),
 * and an operator's mistaken statement deletes the investor's holdings. Returns the new session's token.
 */
export async function changeAfterBackup(handle: DbHandle): Promise<string> {
  const app = await serverOn(handle);
  try {
    const investor = await persona(app, 'investor@demo.test');
    await handle.db.execute(sql`delete from holdings where user_id = (select id from users where email = 'investor@demo.test')`);
    return investor.token;
  } finally {
    await app.close();
  }
}
