import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** The picture as the homepage will show it, in its aspect, or a placeholder until there is one. */
export function PicturePreview({ label, value, aspect }: { label: string; value: string | null; aspect: number }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        width: aspect >= 1 ? 240 : 160,
        aspectRatio: String(aspect),
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {value ? (
        <Box
          component="img"
          src={value}
          alt={t('storefront.picture.preview', { label })}
          sx={{ width: 1, height: 1, objectFit: 'cover' }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('storefront.picture.none')}
        </Typography>
      )}
    </Box>
  );
}
