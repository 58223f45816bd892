import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The right side of the dashboard; the events list itself comes with the events feature. */
export function EventsPage() {
  const { t } = useTranslation();
  return <Typography variant="h1">{t('events.title')}</Typography>;
}
