import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

const tick = keyframes`
  0%, 100% { transform: scale(1); }
  50% { transform: scale(1.06); }
`;

/** The bomb with the letters every word must contain, ticking (still, for those who ask for less motion). */
export function BombPrompt({ syllable }: { syllable: string }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        alignSelf: 'center',
        px: 4,
        py: 2,
        borderRadius: 999,
        bgcolor: 'warning.light',
        color: 'warning.contrastText',
        animation: `${tick} 1s ease-in-out infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Typography component="p" sx={{ fontSize: '2.5rem', fontWeight: 800, letterSpacing: 4, lineHeight: 1 }}>
        <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {t('activities.wordbomb.prompt')}:{' '}
        </Box>
        {syllable.toUpperCase()}
      </Typography>
    </Box>
  );
}
