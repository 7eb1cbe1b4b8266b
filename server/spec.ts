/**
 * Reads openapi.yaml for fastify-openapi-glue. Production drops the x-demo-only operations; operations with a
 * path-level `servers` entry (the visit-tracking image outside /api) are taken out and served by app.ts itself.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

type Operation = { operationId?: string; 'x-demo-only'?: boolean } & Record<string, unknown>;
type PathItem = Partial<Record<(typeof METHODS)[number], Operation>> & { servers?: unknown };
interface OpenApiDoc {
  paths: Record<string, PathItem>;
  [key: string]: unknown;
}

export interface LoadedSpec {
  /** What the glue registers under /api. */
  document: OpenApiDoc;
  /** operationIds of document, in contract order. */
  operationIds: string[];
  /** Paths served outside /api. */
  outsidePaths: string[];
}

export function loadSpec(path: string, { demo }: { demo: boolean }): LoadedSpec {
  const document = parse(readFileSync(path, 'utf8')) as OpenApiDoc;
  const operationIds: string[] = [];
  const outsidePaths: string[] = [];
  for (const [url, item] of Object.entries(document.paths)) {
    if (item.servers) {
      outsidePaths.push(url);
      delete document.paths[url];
      continue;
    }
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (op['x-demo-only'] && !demo) delete item[method];
      else if (op.operationId) operationIds.push(op.operationId);
    }
    if (!METHODS.some((m) => item[m])) delete document.paths[url];
  }
  return { document, operationIds, outsidePaths };
}
