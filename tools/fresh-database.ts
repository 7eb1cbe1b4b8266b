/**
 * A throwaway PostgreSQL database for the scripts that run the real server (bench, profile, crash, restart, soak):
 * created through `adminUrl`, dropped by `drop()`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function freshDatabase(prefix: string, adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string): Promise<void> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
