import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanDialog } from './PlanDialog.tsx';
import '../texts.ts';

/** A workshop opened without Pro or Team: the plan comparison at once, and a way back to it once closed. */
export function PlanGate() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('interview.page.notice')}</Typography>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('interview.page.seePlans')}
      </Button>
      <PlanDialog open={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
