import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KICK_BAN } from '@parley/contracts';
import '../texts.ts';

interface Props {
  name: string;
  open: boolean;
  onClose: () => void;
  /** Seconds of ban: the minutes × 60, or KICK_BAN.permanent. */
  onConfirm: (banForSeconds: number) => void;
}

/** The spec's kick dialog: a ban of 0–180 minutes in steps of 10 (60 by default), or for good. */
export function KickDialog({ name, open, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState<number>(KICK_BAN.defaultMinutes);
  const [permanent, setPermanent] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="kick-title" aria-describedby="kick-text">
      <DialogTitle id="kick-title">{t('live.kick.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="kick-text">{t('live.kick.text')}</DialogContentText>
        <Typography id="kick-minutes" sx={{ mt: 2 }}>
          {t('live.kick.minutes', { count: minutes })}
        </Typography>
        <Slider
          aria-labelledby="kick-minutes"
          value={minutes}
          min={KICK_BAN.minMinutes}
          max={KICK_BAN.maxMinutes}
          step={KICK_BAN.stepMinutes}
          marks
          valueLabelDisplay="auto"
          disabled={permanent}
          onChange={(_event, value) => setMinutes(value)}
        />
        <FormControlLabel
          control={<Checkbox checked={permanent} onChange={(event) => setPermanent(event.target.checked)} />}
          label={t('live.kick.permanent')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('live.kick.cancel')}</Button>
        <Button variant="contained" color="error" onClick={() => onConfirm(permanent ? KICK_BAN.permanent : minutes * 60)}>
          {t('live.kick.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
