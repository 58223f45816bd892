import { feedbackFocusSchema, servicesBodySchema, type MyHomepage } from '@parley/contracts';
import * as z from 'zod/mini';

/** The Feedback Services page: a limit only when the teacher ticks "limit", read into the call's body. */
export const servicesFormSchema = z.pipe(
  z.pipe(
    z.object({
      accepting_students: z.boolean(),
      limited: z.boolean(),
      max_subscribers: z.string().check(z.trim()),
      focus: z.array(feedbackFocusSchema),
    }),
    z.transform((form) => ({
      accepting_students: form.accepting_students,
      max_subscribers: form.limited ? (/^\d{1,5}$/.test(form.max_subscribers) ? Number(form.max_subscribers) : -1) : null,
      focus: form.focus,
    })),
  ),
  servicesBodySchema,
);
export type ServicesForm = z.input<typeof servicesFormSchema>;

export const servicesValuesOf = (homepage: MyHomepage): ServicesForm => ({
  accepting_students: homepage.accepting_students,
  limited: homepage.max_subscribers !== null,
  max_subscribers: homepage.max_subscribers === null ? '' : String(homepage.max_subscribers),
  focus: homepage.focus,
});
