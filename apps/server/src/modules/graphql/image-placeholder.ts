import { createHash } from 'node:crypto';

/** Background colours that keep white initials readable (WCAG AA) in both themes. */
const PALETTE = ['#0F766E', '#4F46E5', '#B45309', '#BE123C', '#334155', '#7C3AED', '#0369A1', '#15803D'] as const;

/** Initials and a colour that stay the same for a person, for users without an avatar. */
export function imagePlaceholder(username: string, fullName: string | null) {
  const words = (fullName?.trim() || username).split(/[\s._-]+/).filter(Boolean);
  const initials = (words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0] ?? '?').slice(0, 2)).toUpperCase();
  const index = createHash('sha256').update(username.toLowerCase()).digest()[0]! % PALETTE.length;
  return { initials, color: PALETTE[index]! };
}
