import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeacherHomepage } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/format/intl-formats.ts';
import { textOn } from '../lib/contrast.ts';
import '../texts.ts';

/** The top of the page in the teacher's colour: title, welcome message, picture and the way to the plans. */
export function Hero({ homepage }: { homepage: TeacherHomepage }) {
  const { t, i18n } = useTranslation();
  const text = textOn(homepage.color);
  const { rating } = homepage;
  return (
    <Box component="header" sx={{ bgcolor: homepage.color, color: text, px: { xs: 2, sm: 4 }, py: { xs: 5, sm: 8 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={4}
        sx={{ maxWidth: 1100, mx: 'auto', alignItems: { xs: 'flex-start', md: 'center' } }}
      >
        <Avatar
          src={homepage.profile_pic ?? undefined}
          alt={homepage.teacher_name}
          sx={{ width: 160, height: 160, fontSize: 56, border: 4, borderColor: text }}
        >
          {homepage.teacher_name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Typography variant="overline" sx={{ fontWeight: 700, letterSpacing: 1 }}>
            {t('storefront.page.teacher', { name: homepage.teacher_name })}
          </Typography>
          <Typography id="homepage-title" variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.75rem' } }}>
            {homepage.name}
          </Typography>
          {rating && (
            <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
              {t('storefront.page.rating', {
                count: rating.count,
                average: numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
                  rating.average,
                ),
              })}
            </Typography>
          )}
          {homepage.welcome_message && (
            <Typography sx={{ fontSize: '1.125rem', whiteSpace: 'pre-line', maxWidth: 640 }}>
              {homepage.welcome_message}
            </Typography>
          )}
          {homepage.focus.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label={t('storefront.page.focus')}>
              {homepage.focus.map((focus) => (
                <Chip
                  key={focus}
                  label={t(`storefront.focus.${focus}`)}
                  sx={{ color: text, borderColor: text }}
                  variant="outlined"
                />
              ))}
            </Stack>
          )}
          <Box>
            <Button
              href="#pricing"
              variant="contained"
              size="large"
              sx={{ bgcolor: text, color: homepage.color, '&:hover': { bgcolor: text, opacity: 0.9 } }}
            >
              {t('storefront.page.seePlans')}
            </Button>
          </Box>
        </Stack>
      </Stack>
    </Box>
  );
}
