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
 * A test file that opens with this line runs on the Postgres server as well as on PGlite, the line saying why. PGlite
 * is Postgres's own engine (the same SQL, types and constraints), so an answer built on one query is the same on both;
 * what only a server shows is many connections at once (requests racing for one place, row locks, a queue's claims)
 * and several processes on one database, and the db port's own contract.
 */
const POSTGRES_TOO = '// Postgres pass too:';

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(dir, name));
}

/**
 * The server's test files the Postgres pass runs: those marked POSTGRES_TOO. A marked file that gets no database (from
 * the test app or directly) would prove nothing there, and is refused.
 */
export function databaseTestFiles(serverSrc: string): string[] {
  const marked = testFilesUnder(serverSrc).filter((file) => readFileSync(file, 'utf8').startsWith(POSTGRES_TOO));
  const idle = marked.filter((file) => !reachesDatabase(file, new Set()));
  if (idle.length > 0) throw new Error(`Marked for the Postgres pass but getting no database: ${idle.join(', ')}`);
  return marked;
}
