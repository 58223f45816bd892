import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/**
 * The spec's welcome video. No video exists yet, so an illustrated welcome says the same in words
 * (docs/decisions: events web); a video can replace the picture without changing the page.
 */
export function WelcomeCard() {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="section" aria-labelledby="welcome-title">
      <Box
        component="svg"
        viewBox="0 0 320 120"
        role="img"
        aria-label={t('events.welcome.imageLabel')}
        sx={{ display: 'block', width: '100%', height: 'auto', bgcolor: 'action.hover' }}
      >
        <rect x="20" y="20" width="130" height="80" rx="12" fill="#0F766E" opacity="0.85" />
        <rect x="170" y="20" width="130" height="80" rx="12" fill="#F9735B" opacity="0.85" />
        <circle cx="85" cy="52" r="16" fill="#fff" />
        <rect x="60" y="72" width="50" height="20" rx="10" fill="#fff" />
        <circle cx="235" cy="52" r="16" fill="#fff" />
        <rect x="210" y="72" width="50" height="20" rx="10" fill="#fff" />
        <path
          d="M140 30 h40 a6 6 0 0 1 6 6 v14 a6 6 0 0 1 -6 6 h-24 l-10 8 v-8 h-6 a6 6 0 0 1 -6 -6 v-14 a6 6 0 0 1 6 -6z"
          fill="#fff"
          stroke="#0F766E"
          strokeWidth="2"
        />
      </Box>
      <CardContent>
        <Typography id="welcome-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {t('events.welcome.title')}
        </Typography>
        <Typography>{t('events.welcome.body')}</Typography>
      </CardContent>
    </Card>
  );
}
