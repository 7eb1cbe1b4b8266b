/**
 * The contract as interactive documentation for integrators and testers, at /api/docs: Swagger UI
 * (@fastify/swagger-ui), every asset of which is served from the package itself, fed by @fastify/swagger in static
 * mode with the very document fastify-openapi-glue runs (production's has no x-demo-only operations). The plugin's
 * own routes: /api/docs (the page), /api/docs/json and /api/docs/yaml (the contract), /api/docs/static/* (the UI).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { LoadedSpec } from './spec.ts';

export const API_DOCS_PREFIX = '/api/docs';

/**
 * The docs routes' CSP, set by the plugin on its routes alone (the product pages keep app.ts's). Swagger UI's
 * scripts, stylesheets and images come from the plugin's own files, the icons of its stylesheet are data: URIs, and
 * "Try it out" calls the API on this origin; nothing else is allowed. The BaseLayout (no top bar) leaves out the top
 * bar's logo, the one element that needs an inline stylesheet, and its box that loads a document from any address.
 */
export const API_DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export async function registerApiDocs(app: FastifyInstance, document: LoadedSpec['document']): Promise<void> {
  // A copy: the glue receives the same document and may annotate it as it registers the routes.
  await app.register(swagger, { mode: 'static', specification: { document: structuredClone(document) as never } });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { layout: 'BaseLayout', deepLinking: true },
    staticCSP: API_DOCS_CSP,
  });
}
