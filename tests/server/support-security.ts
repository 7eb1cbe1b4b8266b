/**
 * The contract as data for the security suite: every operation of openapi.yaml with its parameters and body schema
 * ($ref and allOf resolved), a valid request built from the schemas (overridable by field name), and fast-check
 * arbitraries for valid and invalid requests. Tests generate their matrices from here, so a new operation in the
 * contract is covered without editing the tests.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import type { FastifyInstance } from 'fastify';

// Only inject: tools/contract-walk.ts builds its requests here too, without the test server's modules.
type App = Pick<FastifyInstance, 'inject'>;
export type Schema = Record<string, unknown> & {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  nullable?: boolean;
};

export interface Param {
  name: string;
  in: 'query' | 'header' | 'path';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  id: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  tags: string[];
  /** Alternatives of scheme names; [] means public. */
  security: string[][];
  params: Param[];
  body?: Schema;
}

const doc = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'));

function resolve(node: unknown, seen = 0): unknown {
  if (seen > 30 || node === null || typeof node !== 'object') return node;
  if (Array.isArray(node)) return node.map((n) => resolve(n, seen + 1));
  const obj = node as Record<string, unknown>;
  if (typeof obj.$ref === 'string') {
    const target = obj.$ref.split('/').slice(1).reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, doc);
    return resolve(target, seen + 1);
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) if (k !== 'allOf') out[k] = resolve(v, seen + 1);
  for (const part of (obj.allOf as unknown[] | undefined) ?? []) {
    const p = resolve(part, seen + 1) as Schema;
    out.properties = { ...(out.properties as object), ...p.properties };
    out.required = [...((out.required as string[]) ?? []), ...(p.required ?? [])];
    out.type ??= p.type;
    if (p.additionalProperties !== undefined) out.additionalProperties = p.additionalProperties;
  }
  return out;
}

/** Every operation served under /api (the visit-tracking image has its own server and is left out). */
export const operations: Operation[] = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
  ([path, item]) => {
    if (item.servers) return [];
    return (['get', 'post', 'put'] as const)
      .filter((m) => item[m])
      .map((m) => {
        const op = resolve(item[m]) as Record<string, unknown>;
        const content = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content;
        return {
          id: op.operationId as string,
          method: m.toUpperCase() as Operation['method'],
          path,
          tags: (op.tags as string[]) ?? [],
          security: ((op.security ?? doc.security ?? []) as Record<string, unknown>[]).map((alt) => Object.keys(alt)),
          params: ((op.parameters as Param[]) ?? []).map((p) => ({ ...p, required: Boolean(p.required) })),
          body: content ? Object.values(content)[0]?.schema : undefined,
        };
      });
  },
);

export const byId = (id: string) => {
  const op = operations.find((o) => o.id === id);
  if (!op) throw new Error(`no operation ${id} in openapi.yaml`);
  return op;
};

/** Only a session token opens it (no anonymous alternative). */
export const needsSession = (op: Operation) =>
  op.security.length > 0 && op.security.every((alt) => alt.includes('token'));
export const needsOnetime = (op: Operation) =>
  op.security.length > 0 && op.security.every((alt) => alt.includes('onetimeToken'));
export const usesRefreshHeader = (op: Operation) => op.params.some((p) => p.name === 'refreshToken');

/** Values that reach real data in the demo seed; everything else is made up from the schema. */
export const DEFAULTS: Record<string, unknown> = {
  fundCode: 'HL001',
  startDate: '2024-01-01',
  endDate: '2024-06-30',
  date: '2024-06-28',
  password: 'Demo1234',
  account: 'investor@demo.test',
  title: '问题',
  description: '描述',
  content: '回复',
  reason: '不再需要',
  languageType: 'en_US',
  indicatorCodes: ['annualReturn'],
  // A statement's month (assetStatement): one every holding persona has.
  period: '2026-10',
};

const SAMPLE_BY_PATTERN: Record<string, string> = {
  '^(?=.*[A-Za-z])(?=.*[0-9])\\S{8,20}$': 'Secret123',
  '^[0-9]*$': '123',
  '^[0-9]{6}$': '123456',
  '^\\+?[0-9 -]{5,20}$': '13800000099',
};

/** A deterministic valid value for a schema. */
export function sample(schema: Schema, name = ''): unknown {
  if (name in DEFAULTS) return DEFAULTS[name];
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, (_, i) => {
        const v = sample(schema.items ?? {});
        return typeof v === 'string' && schema.uniqueItems ? `${v}${i || ''}` : v;
      });
    case 'object': {
      const out: Record<string, unknown> = {};
      const entries = Object.entries(schema.properties ?? {});
      for (const [k, v] of entries) if (schema.required?.includes(k)) out[k] = sample(v, k);
      // minProperties without required fields (e.g. "change at least one setting"): fill the first one.
      if (Object.keys(out).length === 0 && schema.minProperties && entries[0]) out[entries[0][0]] = sample(entries[0][1], entries[0][0]);
      return out;
    }
    default:
      if (schema.format === 'date') return '2024-01-15';
      if (schema.format === 'date-time') return '2024-01-15T09:00:00.000Z';
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.pattern && SAMPLE_BY_PATTERN[schema.pattern]) return SAMPLE_BY_PATTERN[schema.pattern];
      return 'x1';
  }
}

export interface Req {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: unknown;
}

type Values = Record<string, unknown>;

function urlOf(op: Operation, query: Values, pathValues: Values): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(pathValues[k] ?? 'x1')));
  const qs = Object.entries(query).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v]).map((x) => `${encodeURIComponent(k)}=${encodeURIComponent(String(x))}`),
  );
  return `/api${path}${qs.length ? `?${qs.join('&')}` : ''}`;
}

/** A valid request: required parameters and body fields filled; `values` overrides by field name. */
export function validRequest(op: Operation, values: Values = {}, headers: Record<string, string> = {}): Req {
  const query: Values = {};
  const pathValues: Values = {};
  for (const p of op.params) {
    if (p.in === 'header') continue;
    if (p.name in values) {
      if (values[p.name] !== undefined) (p.in === 'path' ? pathValues : query)[p.name] = values[p.name];
    } else if (p.required) (p.in === 'path' ? pathValues : query)[p.name] = sample(p.schema, p.name);
  }
  let payload: unknown;
  if (op.body) {
    const body = sample(op.body) as Values;
    for (const k of Object.keys(op.body.properties ?? {})) if (k in values) body[k] = values[k];
    payload = body;
  }
  return { method: op.method, url: urlOf(op, query, pathValues), headers, payload };
}

export interface Answer {
  status: number;
  code?: number;
  msg?: string;
  data?: unknown;
  raw: string;
  headers: Record<string, unknown>;
  json: boolean;
}

export async function send(app: App, req: Req): Promise<Answer> {
  const res = await app.inject({
    method: req.method,
    url: req.url,
    headers: req.headers,
    ...(req.payload === undefined ? {} : { payload: req.payload as object }),
  });
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  const parsed = json && res.body ? (JSON.parse(res.body) as { code?: number; msg?: string; data?: unknown }) : {};
  return { status: res.statusCode, ...parsed, raw: json ? res.body : '', headers: res.headers, json };
}

// ---------------------------------------------------------------- fast-check: valid and invalid values

const PATTERN_ARBS: Record<string, fc.Arbitrary<string>> = {
  '^(?=.*[A-Za-z])(?=.*[0-9])\\S{8,20}$': fc
    .tuple(fc.stringMatching(/^[A-Za-z]{1,10}$/), fc.stringMatching(/^[0-9]{1,9}$/), fc.stringMatching(/^[!-~]{6}$/))
    .map(([a, b, c]) => `${a}${b}${c}`.slice(0, 20)),
};

export function arbValid(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbValid(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      }).map((xs) => (schema.uniqueItems ? [...new Set(xs.map((x) => JSON.stringify(x)))].map((x) => JSON.parse(x)) : xs))
        .filter((xs) => xs.length >= (schema.minItems ?? 0));
    case 'object': {
      const props = schema.properties ?? {};
      const arbs = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, arbValid(v)]));
      const min = (schema.minProperties as number | undefined) ?? 0;
      const max = (schema.maxProperties as number | undefined) ?? Infinity;
      return fc
        .record(arbs, { requiredKeys: (schema.required ?? []).filter((k) => k in props) })
        .filter((o) => Object.keys(o).length >= min && Object.keys(o).length <= max);
    }
    default: {
      if (schema.format === 'date') return fc.date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2030-12-31') }).map((d) => d.toISOString());
      if (schema.format === 'byte') return fc.uint8Array({ minLength: Math.ceil(((schema.minLength ?? 0) * 3) / 4) + 1, maxLength: 64 }).map((b) => Buffer.from(b).toString('base64'));
      if (schema.format === 'email') return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 50));
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 60, 60);
      const inRange = (s: string) => s.length >= min && s.length <= (schema.maxLength ?? Infinity);
      if (schema.pattern) {
        const arb = PATTERN_ARBS[schema.pattern] ?? fc.stringMatching(new RegExp(schema.pattern));
        return arb.filter(inRange);
      }
      // Any unicode, including quotes, tags, NUL-free control characters and SQL metacharacters.
      return fc.oneof(
        fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
        fc.constantFrom("' OR '1'='1", '<script>alert(1)</script>', '../../etc/passwd', '${7*7}', '%00', '😀'.repeat(3)),
      ).filter(inRange);
    }
  }
}

/** A value that breaks the schema: wrong type, too long, outside the enum or range. */
export function arbInvalid(schema: Schema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) options.push(fc.constant('__not_in_enum__'));
  switch (schema.type) {
    case 'integer':
    case 'number':
      options.push(fc.constant('not-a-number'));
      if (schema.maximum !== undefined) options.push(fc.constant(schema.maximum + 1));
      if (schema.minimum !== undefined) options.push(fc.constant(schema.minimum - 1));
      break;
    case 'boolean':
      options.push(fc.constant('maybe'));
      break;
    case 'array':
      options.push(fc.constant({ not: 'an array' }));
      if (schema.maxItems !== undefined) options.push(fc.constant(Array.from({ length: schema.maxItems + 1 }, () => sample(schema.items ?? {}))));
      break;
    case 'object':
      options.push(fc.constantFrom('a string', 42, [1, 2]));
      break;
    default:
      if (schema.maxLength !== undefined) options.push(fc.constant('9'.repeat(schema.maxLength + 1)));
      if (schema.format === 'date') options.push(fc.constant('2024-13-45'));
      if (schema.pattern && !new RegExp(schema.pattern).test('<bad>')) options.push(fc.constant('<bad>'));
      if (schema.minLength) options.push(fc.constant(''));
      options.push(fc.constant({ an: 'object' }));
  }
  return fc.oneof(...options);
}

export interface Breakage {
  where: 'query' | 'body';
  field: string;
  how: 'missing' | 'value' | 'body';
  value?: unknown;
}

/**
 * The ways a request of this operation can be invalid, each certain to fail schema validation: a missing required
 * field, a bad value for a field (query values that a string schema would accept unchanged are left out: every query
 * value is a string), or a body that is not an object.
 */
export function arbBreakage(op: Operation): fc.Arbitrary<Breakage> | undefined {
  const options: fc.Arbitrary<Breakage>[] = [];
  for (const p of op.params) {
    if (p.in !== 'query' || p.name === 'n') continue;
    if (p.required) options.push(fc.constant({ where: 'query', field: p.name, how: 'missing' }));
    const bad = arbInvalid(p.schema).filter((v) => typeof v !== 'object' || v === null);
    if (p.schema.type === 'array') continue;
    if (p.schema.type !== 'string' || p.schema.maxLength || p.schema.enum || p.schema.pattern || p.schema.format) {
      options.push(bad.map((value) => ({ where: 'query' as const, field: p.name, how: 'value' as const, value })));
    }
  }
  if (op.body) {
    options.push(fc.constantFrom('text', 7, [1]).map((value) => ({ where: 'body' as const, field: '', how: 'body' as const, value })));
    for (const [k, s] of Object.entries(op.body.properties ?? {})) {
      if (op.body.required?.includes(k)) options.push(fc.constant({ where: 'body', field: k, how: 'missing' }));
      options.push(arbInvalid(s).map((value) => ({ where: 'body' as const, field: k, how: 'value' as const, value })));
    }
  }
  return options.length ? fc.oneof(...options) : undefined;
}

/** Applies a breakage to a valid request of op (built from `values`). */
export function broken(op: Operation, b: Breakage, values: Values, headers: Record<string, string>): Req {
  if (b.where === 'query') {
    const v = { ...values, [b.field]: b.how === 'missing' ? undefined : b.value };
    return validRequest(op, v, headers);
  }
  const req = validRequest(op, values, headers);
  if (b.how === 'body') {
    return { ...req, headers: { ...req.headers, 'content-type': 'application/json' }, payload: JSON.stringify(b.value) };
  }
  const body = { ...(req.payload as Values) };
  if (b.how === 'missing') delete body[b.field];
  else body[b.field] = b.value;
  return { ...req, payload: body };
}

/** An answer must never show internals: stack frames, source paths, SQL, driver errors. */
export const LEAK =
  /\n\s+at |node_modules|\.ts:\d+|"stack"|\bSELECT\b.*\bFROM\b|\bINSERT INTO\b|relation "|[Dd]rizzle|ECONNREFUSED|TypeError|ReferenceError|duplicate key|violates/;
