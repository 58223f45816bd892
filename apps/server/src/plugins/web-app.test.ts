import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PRERENDER_DIR, PRERENDER_MANIFEST, type PrerenderManifest } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { loadPrerenderedPages } from './prerendered-pages.ts';

const INDEX = '<!doctype html><html><head><title>Parley test build</title></head><body><div id="root"></div></body></html>';
const APP_JS = 'console.log("parley");';
const LOGIN =
  '<!doctype html><html><head><title>Log in · Parley</title></head><body><div id="root"><h1>Log in</h1></div></body></html>';
const SCRIPT_HASH = "'sha256-Udltm+plEJ/bP5y76Bg/KtxY6iuB1EiOIijcIeAdKhY='";

/** A file as the build writes it: the original with its .br and .gz beside it. */
async function writeBuilt(file: string, text: string) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'parley-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeBuilt(path.join(dist, 'index.html'), INDEX);
  await writeBuilt(path.join(dist, 'assets', 'app.js'), APP_JS);
  await mkdir(path.join(dist, PRERENDER_DIR));
  await writeBuilt(path.join(dist, PRERENDER_DIR, 'login.html'), LOGIN);
  const manifest: PrerenderManifest = { pages: { '/login': 'login.html' }, scriptHashes: [SCRIPT_HASH] };
  await writeFile(path.join(dist, PRERENDER_DIR, PRERENDER_MANIFEST), JSON.stringify(manifest));
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('answers index.html for the root and for deep links', async () => {
    for (const url of ['/', '/events', '/verify?email=a%40example.com', '/profile/ana/settings']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves its files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(APP_JS);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const direct = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(direct.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed file the browser accepts, and says the answer varies with it', async () => {
    const get = (url: string, acceptEncoding?: string) =>
      t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    for (const [url, text] of [
      ['/assets/app.js', APP_JS],
      ['/events', INDEX],
    ] as const) {
      const br = await get(url, 'gzip, deflate, br');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.rawPayload.equals(brotliCompressSync(text)), url).toBe(true);
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);

      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gzip.rawPayload.equals(gzipSync(text)), url).toBe(true);

      const identity = await get(url);
      expect(identity.headers['content-encoding'], url).toBeUndefined();
      expect(identity.body, url).toBe(text);
      expect(identity.headers.vary, url).toMatch(/accept-encoding/i);
    }
    const asset = await get('/assets/app.js', 'br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/events', 'br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('runs under security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/events' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['referrer-policy']).toBeDefined();
  });

  it('answers a prerendered page for its path, with its inline script allowed and only there', async () => {
    for (const url of ['/login', '/login?next=%2Fevents']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.rawPayload.equals(brotliCompressSync(LOGIN)), url).toBe(true);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${SCRIPT_HASH};`);
      expect(csp).toContain("frame-ancestors 'none'");
    }
    for (const url of ['/login/extra', '/register', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toBe(INDEX);
      expect(String(res.headers['content-security-policy']), url).not.toContain('sha256');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/login' })).statusCode).toBe(200);
    // Not as files of their own: without the CSP for their scripts they would never be taken over by the app.
    for (const url of [`/${PRERENDER_DIR}/login.html`, `/${PRERENDER_DIR}/${PRERENDER_MANIFEST}`]) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).toBe(INDEX);
    }
  });

  it('refuses a document policy it cannot extend, rather than send pages whose scripts would be refused', () => {
    const pages = loadPrerenderedPages(dist)!;
    expect(pages.allowScripts("default-src 'self'; script-src 'self'")).toBe(
      `default-src 'self'; script-src 'self' ${SCRIPT_HASH}`,
    );
    expect(() => pages.allowScripts("default-src 'self'")).toThrow(/no script-src/);
  });

  it('never answers the app for the API or for other methods', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/missing' }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'POST', url: '/events' }), 404, 'NOT_FOUND');
  });
});

describe('without a build', () => {
  it('says how to build it instead of pretending', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'parley-nodist-'));
    const bare = await createTestApp({ env: { WEB_DIST: empty } });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/events' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('not built');
      expectError(await bare.app.inject({ method: 'GET', url: '/api/nope' }), 404, 'NOT_FOUND');
    } finally {
      await bare.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
