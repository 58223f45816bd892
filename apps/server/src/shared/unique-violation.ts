/** The constraint name when `err` is a Postgres unique violation (23505), from pg or PGlite, possibly wrapped by drizzle. */
export function isUniqueViolation(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
  }
  return null;
}
