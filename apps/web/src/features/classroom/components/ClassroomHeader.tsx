import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { generatePath } from 'react-router';
import { ROUTES, shownName, type Classroom } from '@parley/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { copyWithToast } from '../../../ui/toast/copy-with-toast.ts';
import '../texts.ts';

/** The classroom's name, its teacher or its code (with the link to share), and the page's own action on the right. */
export function ClassroomHeader({ classroom, action }: { classroom: Classroom; action?: ReactNode }) {
  const { t } = useTranslation();
  const teacher = classroom.role === 'teacher';
  const copyLink = () =>
    copyWithToast(
      new URL(generatePath(ROUTES.classroomCode, { code: classroom.code }), window.location.origin).href,
      t('classroom.page.copied'),
    );
  return (
    <Stack component="header" direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Box>
        <Typography variant="h1">{classroom.name}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {teacher
            ? t('classroom.page.code', { code: classroom.code })
            : t('classroom.page.teacher', { name: shownName(classroom.teacher) })}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {teacher && (
          <Button startIcon={<ContentCopyIcon />} onClick={() => void copyLink()}>
            {t('classroom.page.copyLink')}
          </Button>
        )}
        {action}
      </Stack>
    </Stack>
  );
}
