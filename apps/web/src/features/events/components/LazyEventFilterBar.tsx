import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The filters' fields (MUI's text field, select and menu) are a good part of the events page's first download: they
 * load beside it, and the results show without waiting for them. Their places are held at their size meanwhile.
 */
const EventFilterBar = lazy(() => import('./EventFilterBar.tsx').then((m) => ({ default: m.EventFilterBar })));

function FilterBarPlaceholder() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }} aria-hidden>
      {[0, 1, 2, 3].map((i) => (
        // Sharing the row from `sm` up only: stacked on a phone, `flex: 1` would take the skeleton's height away.
        <Skeleton key={i} variant="rounded" height={56} sx={{ flex: { sm: 1 }, minWidth: 150 }} />
      ))}
    </Stack>
  );
}

export function LazyEventFilterBar(props: ComponentProps<typeof EventFilterBar>) {
  return (
    <Suspense fallback={<FilterBarPlaceholder />}>
      <EventFilterBar {...props} />
    </Suspense>
  );
}
