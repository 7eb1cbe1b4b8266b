/**
 * HTTPS with HTTP/2 (server/main.ts: TLS_CERT_FILE and TLS_KEY_FILE), as a browser reaches the site in production:
 * the API answers the same over HTTP/2 as over HTTP/1.1, and an HTTP/1.1 client over TLS still gets its answer.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, constants } from 'node:http2';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openDb, type DbHandle } from '../../server/db/client.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';

describe('HTTPS with HTTP/2', () => {
  let dir: string;
  let ca: Buffer;
  let handle: DbHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let origin: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hl-tls-'));
    const cert = join(dir, 'cert.pem');
    const key = join(dir, 'key.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'], { stdio: 'ignore' });
    ca = readFileSync(cert);
    handle = await openDb({ dataDir: 'memory://' });
    await handle.migrate();
    await seedIfEmpty(handle.db);
    app = await buildApp({ db: handle.db, config: { demo: true }, tls: { cert: ca, key: readFileSync(key) } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    // Dialled by address, verified by name (the certificate is for localhost).
    origin = `https://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('speaks HTTP/2 to a client that offers it, and the API answers with its envelope and security headers', async () => {
    const session = connect(origin, { ca, servername: 'localhost' });
    try {
      const answer = await new Promise<{ status: number; headers: Record<string, unknown>; body: string; protocol: string | undefined }>((ok, fail) => {
        const req = session.request({
          [constants.HTTP2_HEADER_METHOD]: 'POST',
          [constants.HTTP2_HEADER_PATH]: '/api/sys/users/loginV2',
          'content-type': 'application/json',
          'accept-language': 'en_US',
        });
        let body = '';
        let status = 0;
        let headers: Record<string, unknown> = {};
        req.on('response', (h) => {
          status = Number(h[constants.HTTP2_HEADER_STATUS]);
          headers = h;
        });
        req.setEncoding('utf8');
        req.on('data', (d: string) => (body += d));
        req.on('end', () => ok({ status, headers, body, protocol: session.alpnProtocol }));
        req.on('error', fail);
        req.end(JSON.stringify({ account: 'investor@demo.test' }));
      });
      expect(answer.protocol).toBe('h2');
      // A missing password: the contract's validation answer, as over HTTP/1.1 (tests/server/app.test.ts).
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 4000, data: null });
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(answer.headers['cache-control']).toBe('no-store');
    } finally {
      session.close();
    }
  });

  it('still answers an HTTP/1.1 client over TLS', async () => {
    const status = await new Promise<number>((ok, fail) => {
      const req = request(`${origin}/sstatic/sc.png`, { ca, servername: 'localhost' }, (res) => {
        res.resume();
        ok(res.statusCode ?? 0);
      });
      req.on('error', fail);
      req.end();
    });
    expect(status).toBe(200);
  });
});
