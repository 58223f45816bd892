import type { MatchResult, UserPair } from './matching.types.ts';

/**
 * Rooms of up to `size` for activities played in groups (games in fours): the matched pairs and trio are joined,
 * largest first, while the joined room stays within `size` and holds no one who avoids another in it. Rooms that
 * find no partner room keep their size; the unmatched stay unmatched (the rules that left them alone still hold).
 */
export function groupRooms(result: MatchResult, avoids: readonly UserPair[], size: number): MatchResult {
  if (size <= 2) return result;
  const avoid = new Set(avoids.flatMap(([a, b]) => [`${a}:${b}`, `${b}:${a}`]));
  const fits = (room: number[], other: number[]) =>
    room.length + other.length <= size && room.every((a) => other.every((b) => !avoid.has(`${a}:${b}`)));
  const rooms: number[][] = [];
  for (const room of [...result.rooms].sort((a, b) => b.length - a.length)) {
    const joined = rooms.find((group) => fits(group, room));
    if (joined) joined.push(...room);
    else rooms.push([...room]);
  }
  return { rooms, unmatched: result.unmatched };
}
