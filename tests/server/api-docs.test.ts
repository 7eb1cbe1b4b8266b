/**
 * The contract's interactive documentation at /api/docs: on in demo mode, off in production unless configured; its
 * page loads nothing from any other origin, and the contract it shows is the one the server runs (production's
 * without the demo-only operations). The product pages keep their own CSP, and unknown /api paths still answer the
 * API's not-found envelope.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_DOCS_CSP } from '../../server/api-docs.ts';
import { buildApp } from '../../server/app.ts';
import { defaultConfig } from '../../server/context.ts';
import { loadSpec } from '../../server/spec.ts';
import { createTestServer, type TestServer } from './support.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

const contract = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string; 'x-demo-only'?: boolean }>>;
};
const operations = Object.values(contract.paths).flatMap((item) => Object.values(item));
const demoOnly = operations.filter((op) => op['x-demo-only']).map((op) => op.operationId!);

const operationIdsOf = (document: typeof contract) =>
  Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));

let s: TestServer;
let production: App;
let productionWithDocs: App;
// Seeding the demo firm takes long on a busy machine: more than the project's hook timeout.
beforeAll(async () => {
  s = await createTestServer();
  production = await buildApp({ db: s.handle.db, clock: s.clock, config: { demo: false } });
  productionWithDocs = await buildApp({ db: s.handle.db, clock: s.clock, config: { demo: false, apiDocs: true } });
}, 240_000);
afterAll(async () => {
  await production?.close();
  await productionWithDocs?.close();
  await s?.close();
});

function expectOnlySelf(csp: string) {
  expect(csp).toBe(API_DOCS_CSP);
  const sources = csp.split(';').flatMap((directive) => directive.trim().split(/\s+/).slice(1));
  expect(sources.filter((source) => !["'self'", "'none'", 'data:'].includes(source))).toEqual([]);
}

describe('/api/docs in demo mode', () => {
  it('answers an HTML page whose CSP allows this origin alone', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const r = await s.app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type'], url).toMatch(/^text\/html/);
      expect(r.body, url).toContain('swagger-ui');
      expectOnlySelf(String(r.headers['content-security-policy']));
      // Every asset the page names is a path of this server.
      for (const [, src] of r.body.matchAll(/(?:src|href)="([^"]+)"/g)) expect(src, url).not.toMatch(/^(https?:)?\/\//);
    }
  });

  it('serves the UI from its own files, under the same CSP', async () => {
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'swagger-initializer.js', 'swagger-ui.css', 'index.css']) {
      const r = await s.app.inject({ url: `/api/docs/static/${file}` });
      expect(r.statusCode, file).toBe(200);
      expectOnlySelf(String(r.headers['content-security-policy']));
    }
  });

  it('serves the contract the server runs, demo-only operations included, as JSON and YAML', async () => {
    const json = await s.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const served = operationIdsOf(json.json());
    expect(served).toContain('loginV2');
    expect(served).toEqual(loadSpec(defaultConfig().specPath, { demo: true }).operationIds);
    for (const id of demoOnly) expect(served).toContain(id);
    const yaml = await s.app.inject({ url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('operationId: loginV2');
  });

  it('leaves the product pages their CSP and unknown /api paths their not-found envelope', async () => {
    const page = await s.app.inject({ url: '/sstatic/sc.png' });
    expect(page.headers['content-security-policy']).not.toBe(API_DOCS_CSP);
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
    for (const url of ['/api/docs/nothing-here', '/api/docsx', '/api/no/such/operation']) {
      const r = await s.app.inject({ url });
      expect(r.statusCode, url).toBe(404);
    }
    const unknown = await s.app.inject({ url: '/api/no/such/operation' });
    expect(unknown.json()).toMatchObject({ data: null });
  });
});

describe('/api/docs in production', () => {
  it('answers 404 without API_DOCS', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/swagger-ui-bundle.js']) {
      expect((await production.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('with API_DOCS, serves the production contract: no demo-only operation', async () => {
    expect(demoOnly.length).toBeGreaterThan(0);
    const page = await productionWithDocs.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expectOnlySelf(String(page.headers['content-security-policy']));
    const served = operationIdsOf((await productionWithDocs.inject({ url: '/api/docs/json' })).json());
    expect(served).toEqual(loadSpec(defaultConfig().specPath, { demo: false }).operationIds);
    for (const id of demoOnly) expect(served).not.toContain(id);
  });
});
