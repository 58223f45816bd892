import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUrl } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://parley.example.com', CORS_ORIGINS: 'https://admin.example.com, http://localhost:5173' },
  });
});
afterAll(() => t.close());

const fromOrigin = (origin: string) => t.app.inject({ method: 'GET', url: authUrl('friendly_username'), headers: { origin } });
const preflight = (origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: authUrl('login'),
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
  });

describe('security headers', () => {
  it('on API answers, say that nothing may load, run or frame them', async () => {
    for (const url of ['/api/health', '/api/v1/missing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      // The document-only headers stay on pages.
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('on pages, carry the document policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/events' });
    // Only the two video players may be framed (teachers' intro videos).
    expect(res.headers['content-security-policy']).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    );
    expect(res.headers['x-frame-options']).toBeDefined();
  });
});

describe('CORS', () => {
  it('allows PUBLIC_URL and CORS_ORIGINS', async () => {
    for (const origin of ['https://parley.example.com', 'https://admin.example.com', 'http://localhost:5173']) {
      const res = await fromOrigin(origin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin'], origin).toBe(origin);
      expect(String(res.headers['access-control-expose-headers'])).toContain('retry-after');

      const pre = await preflight(origin);
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe(origin);
      expect(String(pre.headers['access-control-allow-methods'])).toContain('POST');
    }
  });

  it('refuses any other origin', async () => {
    for (const origin of [
      'https://evil.example.com',
      'http://parley.example.com',
      'https://parley.example.com.evil.io',
      'null',
    ]) {
      const res = await fromOrigin(origin);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      const pre = await preflight(origin);
      expect(pre.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('needs no CORS header for same-origin calls without Origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: authUrl('friendly_username') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
