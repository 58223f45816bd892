import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taskRepliesQueryOptions } from '../api/task-replies.ts';
import { ReplyList } from './ReplyList.tsx';
import '../texts.ts';

/** A student's earlier replies to a task, asked for only when opened: a page may hold many tasks. */
export function MyReplies({ code, taskId, count }: { code: string; taskId: number; count: number }) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const replies = useQuery({ ...taskRepliesQueryOptions(code, taskId), enabled: open });
  if (count === 0) return null;
  return (
    <Stack spacing={1}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {open ? t('classroom.replies.hideMine') : t('classroom.replies.mine', { count })}
      </Button>
      <div id={listId} hidden={!open}>
        {open && <ReplyList replies={replies} />}
      </div>
    </Stack>
  );
}
