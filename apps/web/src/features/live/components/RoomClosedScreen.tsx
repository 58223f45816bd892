import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '@parley/contracts';
import '../texts.ts';

/** Shown instead of the room once it is over for this user: removed, event ended, or refused at the door. */
export function RoomClosedScreen({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Paper sx={{ maxWidth: 480, mx: 'auto', mt: 10, p: 4, textAlign: 'center' }} role="status">
      <Typography variant="h1" ref={heading} tabIndex={-1} sx={{ fontSize: '1.75rem', mb: 2, outline: 'none' }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{text}</Typography>
      <Button variant="contained" component={RouterLink} to={ROUTES.events}>
        {t('live.closed.back')}
      </Button>
    </Paper>
  );
}
