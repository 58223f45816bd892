import { availabilityBodySchema, STOREFRONT_TEXTS, type MyHomepage } from '@parley/contracts';
import * as z from 'zod/mini';

/** The Availability page as typed: the group size is a text field's string, read into the number the call takes. */
export const availabilityFormSchema = z.extend(availabilityBodySchema, {
  group_size: z.pipe(
    z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,2}$/, STOREFRONT_TEXTS.groupSizeRange)), z.transform(Number)),
    // The contract's check without its default: the field always sends a size.
    availabilityBodySchema.shape.group_size._zod.def.innerType,
  ),
});

/** Before any slot is saved, the teacher's own time zone is the likely one. */
export const availabilityValuesOf = (homepage: MyHomepage) => ({
  group_size: String(homepage.availability.group_size),
  timezone: homepage.availability.slots.length
    ? homepage.availability.timezone
    : Intl.DateTimeFormat().resolvedOptions().timeZone,
  slots: homepage.availability.slots,
});
