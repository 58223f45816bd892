import { ROUTES, type RouteName } from '@parley/contracts';

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route a first visit opens, by the path alone: a static path first, else the pattern with the most literal
 * segments (`/event/:eventId` before `/:teacherUrl`). A guard may still send the visitor elsewhere; a wrong guess
 * only loads a page early. React Router's own matcher would bring the router into this file's download.
 */
export function routeAt(pathname: string): RouteName | undefined {
  const parts = segments(pathname);
  let best: { name: RouteName; literals: number } | undefined;
  for (const [name, pattern] of Object.entries(ROUTES) as [RouteName, string][]) {
    const expected = segments(pattern);
    if (expected.length !== parts.length) continue;
    if (!expected.every((part, i) => part.startsWith(':') || part === parts[i])) continue;
    const literals = expected.filter((part) => !part.startsWith(':')).length;
    if (!best || literals > best.literals) best = { name, literals };
  }
  return best?.name;
}
