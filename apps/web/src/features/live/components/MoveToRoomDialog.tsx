import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { RUNNABLE_ACTIVITIES, type RunnableActivity } from '@parley/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { listRooms, moveToRoom, openRoom } from '../api/rooms.ts';
import '../texts.ts';

const NEW_ROOM = 'new';

interface Props {
  eventId: string;
  userId: number;
  name: string;
  /** The room the person is in now, not offered. */
  currentRoomId: string | null;
  open: boolean;
  onClose: () => void;
}

/** A host moves someone into another open room of the event, or into a new room for an activity. */
export function MoveToRoomDialog({ eventId, userId, name, currentRoomId, open, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [choice, setChoice] = useState<string>(NEW_ROOM);
  const [activity, setActivity] = useState<RunnableActivity>('DISCUSSION');
  const rooms = useQuery({ queryKey: ['live-rooms', eventId], queryFn: () => listRooms(eventId), enabled: open });
  const others = rooms.data?.items.filter((room) => room.id !== currentRoomId) ?? [];
  const move = useMutation({
    mutationFn: async () => {
      const target = choice === NEW_ROOM ? await openRoom(eventId, activity) : others.find((room) => room.id === choice)!;
      await moveToRoom(eventId, userId, target.id);
      return target.name;
    },
    onSuccess: (room) => {
      showToast(t('live.move.done', { name, room }), 'success');
      onClose();
    },
    onError: (err) => showToast(failureText(err), 'error'),
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('live.move.title', { name })}</DialogTitle>
      <DialogContent>
        <ErrorAlert error={rooms.error} />
        {rooms.isPending ? (
          <Skeleton variant="rounded" height={96} aria-label={t('live.move.loading')} />
        ) : (
          <RadioGroup aria-label={t('live.move.rooms')} value={choice} onChange={(e) => setChoice(e.target.value)}>
            {others.map((room) => (
              <FormControlLabel
                key={room.id}
                value={room.id}
                control={<Radio />}
                label={t('live.move.room', { room: room.name, count: room.member_ids.length })}
              />
            ))}
            <FormControlLabel value={NEW_ROOM} control={<Radio />} label={t('live.move.newRoom')} />
          </RadioGroup>
        )}
        {choice === NEW_ROOM && (
          <TextField
            select
            fullWidth
            margin="dense"
            label={t('live.move.activity')}
            value={activity}
            onChange={(e) => setActivity(e.target.value as RunnableActivity)}
          >
            {RUNNABLE_ACTIVITIES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`live.move.activities.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('live.move.cancel')}</Button>
        <Button variant="contained" loading={move.isPending} disabled={rooms.isPending} onClick={() => move.mutate()}>
          {t('live.move.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
