import * as z from 'zod/mini';
import scenes from './scenes.json' with { type: 'json' };

export const BACKDROPS = ['sky', 'city', 'night', 'space', 'sea', 'sea-deep', 'beach', 'desert', 'snow', 'room', 'pool'] as const;

export const sceneSchema = z.object({
  /** Stable across releases: the picture's file name and what a game remembers it by. */
  id: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  /** What the picture shows, for those who cannot see it (and the picture's title). */
  alt: z.string().check(z.minLength(10), z.maxLength(120)),
  /** Words for what the picture shows, on the card after its round. */
  words: z.array(z.string().check(z.minLength(2), z.maxLength(40))).check(z.minLength(3), z.maxLength(6)),
  backdrop: z.enum(BACKDROPS),
  /** Emoji on the backdrop: name, centre x and y, size (of 640 × 400), then turned by degrees and "f" for mirrored. */
  items: z
    .array(
      z.union([
        z.tuple([z.string(), z.number(), z.number(), z.number()]),
        z.tuple([z.string(), z.number(), z.number(), z.number(), z.number()]),
        z.tuple([z.string(), z.number(), z.number(), z.number(), z.number(), z.literal('f')]),
      ]),
    )
    .check(z.minLength(2)),
});
export type Scene = z.infer<typeof sceneSchema>;

/** The pictures Caption this shows, written by us (drawn by scripts/write-caption-scenes.ts). Parsed at load. */
export const SCENES: readonly Scene[] = z.array(sceneSchema).parse(scenes);
