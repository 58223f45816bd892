import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { TeacherHomepage } from '@parley/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from './PageSection.tsx';
import '../texts.ts';

/**
 * When the teacher holds live sessions, in the teacher's time zone, which the page names; under them what the app
 * puts there (the bookable lessons).
 */
export function AvailabilityList({
  availability,
  children,
}: {
  availability: TeacherHomepage['availability'];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (availability.slots.length === 0) return null;
  return (
    <PageSection
      id="availability"
      title={t('storefront.page.availability')}
      intro={t('storefront.page.availabilityIntro', { zone: availability.timezone.replace(/_/g, ' ') })}
    >
      <List sx={{ maxWidth: 480 }}>
        {availability.slots.map((slot) => (
          <ListItem key={`${slot.day}-${slot.start}`} divider>
            <ListItemText
              primary={t(`storefront.weekdays.${slot.day}`)}
              secondary={`${slot.start}–${slot.end}`}
              slotProps={{ secondary: { sx: { fontVariantNumeric: 'tabular-nums' } } }}
            />
          </ListItem>
        ))}
      </List>
      {children}
    </PageSection>
  );
}
