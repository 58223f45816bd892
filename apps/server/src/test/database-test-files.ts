import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every test that gets a database does so through this file, so reaching it is what makes a test a database test. */
const DATABASE_HELPER = path.resolve(import.meta.dirname, 'test-database.ts');
const RELATIVE_IMPORT = /(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(RELATIVE_IMPORT)].map((m) => path.resolve(path.dirname(file), m[1]!)).filter(existsSync);
}

function reachesDatabase(file: string, seen: Set<string>): boolean {
  if (file === DATABASE_HELPER) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  return relativeImports(file).some((next) => reachesDatabase(next, seen));
}

/**
 * A test file that opens with this line runs in the PGlite pass only, the line saying why: its time goes to work that
 * does not touch the database (decoding speech), and what it stores other files already test on Postgres.
 */
const PGLITE_ONLY = '// PGlite pass only:';

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(dir, name));
}

/**
 * The server's test files that import, directly or through helpers, the throw-away database: the only ones a
 * Postgres server instead of PGlite can change the outcome of, less those marked PGLITE_ONLY. The rest (speech,
 * grammar, matching, contracts…) run once. Read from the import graph, so a new test lands in the right pass without a list to keep.
 */
export function databaseTestFiles(serverSrc: string): string[] {
  return testFilesUnder(serverSrc).filter(
    (file) => !readFileSync(file, 'utf8').startsWith(PGLITE_ONLY) && reachesDatabase(file, new Set()),
  );
}
