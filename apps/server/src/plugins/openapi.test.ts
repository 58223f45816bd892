import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, healthApi } from '@parley/contracts';
import { generateOpenApi, OPENAPI_FILE, openApiText } from '../scripts/openapi-document.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('is served at /api/docs/json and describes every contract call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Parley API');
    for (const e of [...Object.values(authApi), ...Object.values(healthApi)]) {
      const operation = doc.paths[e.path]?.[e.method.toLowerCase()];
      expect(operation, `${e.method} ${e.path}`).toBeDefined();
      expect(operation.responses[String(e.status)], `${e.method} ${e.path}`).toBeDefined();
      if (e.auth !== 'none') expect(operation.security).toEqual([{ bearer: [] }]);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('docs/api/openapi.json matches the contracts (run `npm run openapi:write` after changing an API)', async () => {
    const generated = await generateOpenApi();
    const checkedIn = await readFile(OPENAPI_FILE, 'utf8').catch(() => '(missing)');
    expect(JSON.parse(generated)).toEqual(JSON.parse(checkedIn === '(missing)' ? '{}' : checkedIn));
    expect(checkedIn).toBe(generated);
    // The test app (other configuration) documents the same API.
    expect(openApiText(t.app)).toBe(generated);
  });
});
