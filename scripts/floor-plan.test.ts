import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One name, one place (ADR 0036): a feature is found under the same name in contracts, server modules, web features,
 * end-to-end tests and docs. Read from git, so a new folder is judged as soon as it is added.
 */
const tracked = execFileSync('git', ['ls-files'], { cwd: path.resolve(import.meta.dirname, '..'), encoding: 'utf8' }).split('\n');
const folders = (root: string) =>
  [
    ...new Set(
      tracked
        .filter((f) => f.startsWith(`${root}/`) && f.slice(root.length + 1).includes('/'))
        .map((f) => f.slice(root.length + 1).split('/')[0]!),
    ),
  ].sort();
const docs = new Set(
  tracked.filter((f) => /^docs\/features\/[^/]+\.md$/.test(f)).map((f) => f.slice('docs/features/'.length, -3)),
);

const contracts = folders('packages/contracts/src').filter((f) => f !== 'common');
const modules = folders('apps/server/src/modules');
const features = folders('apps/web/src/features');
const e2e = folders('e2e').filter((f) => f !== 'support');

/** Contract folders whose calls a module of another name serves, and why. */
const SERVED_ELSEWHERE: Record<string, string> = {
  // The profile's schemas and constants; its one call (`/sdk/auth/update`) is the auth module's.
  profile: 'auth',
};

describe('the floor plan', () => {
  it('reads the tracked tree', () => {
    expect(tracked.length).toBeGreaterThan(100);
    expect(modules).toContain('live');
  });

  it('serves every contracts folder from the server module of the same name', () => {
    for (const name of contracts) expect(modules, name).toContain(SERVED_ELSEWHERE[name] ?? name);
  });

  it('gives every web feature an end-to-end folder and a page in docs/features', () => {
    for (const name of features) {
      expect(e2e, name).toContain(name);
      expect(docs.has(name), `docs/features/${name}.md`).toBe(true);
    }
  });

  it('documents every server module that has calls of its own in docs/features', () => {
    for (const name of modules.filter((m) => contracts.includes(m)))
      expect(docs.has(name), `docs/features/${name}.md`).toBe(true);
  });
});
