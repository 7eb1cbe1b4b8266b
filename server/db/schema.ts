/**
 * The reference server's tables, one module per area; this file only gathers them (Drizzle's schema and the
 * services import from here). The areas import each other's tables directly, never through this file.
 */
export * from './schema-accounts.ts';
export * from './schema-flows.ts';
export * from './schema-client.ts';
export * from './schema-public.ts';
export * from './schema-audit.ts';
