import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { CLASSROOM_TEXTS, type TaskFolder } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import type { BoardDialog } from '../lib/board-dialog.ts';
import '../texts.ts';

interface BoardToolbarProps {
  /** The folder whose tab is open; none on "My tasks". */
  folder: TaskFolder | null;
  studentView: boolean;
  onStudentView: (on: boolean) => void;
  open: (dialog: BoardDialog) => void;
}

/** Above the tab's tasks: "New task" (the one primary action), the other ways to add one, the folder's own buttons. */
export function BoardToolbar({ folder, studentView, onStudentView, open }: BoardToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => open({ kind: 'task', task: null })}>
        {t('classroom.board.newTask')}
      </Button>
      <Button onClick={() => open({ kind: 'product', product: 'ielts' })}>{t('classroom.board.addIelts')}</Button>
      <Button onClick={() => open({ kind: 'product', product: 'toefl' })}>{t('classroom.board.addToefl')}</Button>
      <Button onClick={() => open({ kind: 'live' })}>{t('classroom.board.addLive')}</Button>
      {folder && (
        <>
          <Button onClick={() => open({ kind: 'folder', folder })}>
            {t('classroom.board.editFolder', { name: folder.name })}
          </Button>
          <Button color="error" onClick={() => open({ kind: 'deleteFolder', folder })}>
            {t('classroom.board.deleteFolder', { name: folder.name })}
          </Button>
        </>
      )}
      <FormControlLabel
        sx={{ ml: 'auto' }}
        control={<Switch checked={studentView} onChange={(event) => onStudentView(event.target.checked)} />}
        label={contractText(CLASSROOM_TEXTS.studentView)}
      />
    </Stack>
  );
}
