import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';

const SRC = path.resolve(import.meta.dirname, '../..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** Each feature's (or shared entity's) texts.en.json, with the top-level keys it adds (feature-texts.ts). */
const featureTexts = ['features', 'entities']
  .flatMap((layer) =>
    readdirSync(path.join(SRC, layer), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(SRC, layer, entry.name)),
  )
  .flatMap((dir) => {
    try {
      const texts = JSON.parse(readFileSync(path.join(dir, 'texts.en.json'), 'utf8')) as object;
      return [{ dir, keys: Object.keys(texts) }];
    } catch {
      return [];
    }
  });

/**
 * A file that uses a feature's keys without importing its texts.ts works only when something else loaded them first:
 * the raw key would show on a page opened directly.
 */
describe("a feature's texts", () => {
  it('exist for at least the features that moved out of en.json', () => {
    expect(featureTexts.length).toBeGreaterThanOrEqual(6);
  });

  it.each(featureTexts.map((f) => [path.basename(f.dir), f] as const))(
    'of %s are imported by every file using them',
    (_, { dir, keys }) => {
      const texts = path.join(dir, 'texts.ts');
      const missing = sourceFiles(SRC).filter((file) => {
        if (file === texts) return false;
        const code = readFileSync(file, 'utf8');
        if (!keys.some((key) => new RegExp(`['"\`]${key}\\.[a-zA-Z]`).test(code))) return false;
        const imported = [...code.matchAll(/^import ['"]([^'"]+)['"];$/gm)].map((m) => path.resolve(path.dirname(file), m[1]!));
        return !imported.includes(texts);
      });
      expect(missing.map((file) => path.relative(SRC, file))).toEqual([]);
    },
  );

  it.each(featureTexts.map((f) => [path.basename(f.dir), f] as const))('of %s are not also in en.json', (_, { keys }) => {
    expect(keys.filter((key) => key in en)).toEqual([]);
  });
});
