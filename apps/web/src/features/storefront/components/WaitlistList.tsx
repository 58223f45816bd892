import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useWaitlist } from '../api/waitlist.ts';
import '../texts.ts';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Who waits for a place with the teacher, newest first, with how to reach them. */
export function WaitlistList() {
  const { t } = useTranslation();
  const waitlist = useWaitlist();
  return (
    <Card variant="outlined" component="section" aria-labelledby="waitlist-title">
      <CardContent>
        <Typography id="waitlist-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('storefront.services.waitlist', { count: waitlist.data?.length ?? 0 })}
        </Typography>
        {waitlist.isPending ? (
          <Skeleton variant="rounded" height={72} aria-label={t('app.loading')} />
        ) : waitlist.isError ? (
          <ErrorAlert error={waitlist.error} />
        ) : waitlist.data.length === 0 ? (
          <EmptyState title={t('storefront.services.waitlistEmpty')} hint={t('storefront.services.waitlistEmptyHint')} />
        ) : (
          <List dense>
            {waitlist.data.map((entry) => (
              <ListItem key={entry.email} divider>
                <ListItemText
                  primary={entry.name ? `${entry.name} · ${entry.email}` : entry.email}
                  secondary={[day.format(new Date(entry.created_at)), entry.message].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
