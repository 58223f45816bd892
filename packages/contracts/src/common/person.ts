import * as z from 'zod/mini';

/** A person as lists and cards show them: an event's host or participant, a classroom's teacher or student. */
export const personSchema = z.object({
  id: z.int(),
  username: z.string(),
  display_name: z.nullable(z.string()),
  image: z.nullable(z.string()),
});
