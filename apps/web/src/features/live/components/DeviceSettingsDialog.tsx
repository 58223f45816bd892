import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { canBlur, canChooseSpeaker } from '../media/capabilities.ts';
import type { LocalMedia } from '../media/use-local-media.ts';
import '../texts.ts';

const KIND_FIELDS = [
  { kind: 'videoinput', setting: 'cameraId', label: 'live.devices.camera' },
  { kind: 'audioinput', setting: 'microphoneId', label: 'live.devices.microphone' },
  { kind: 'audiooutput', setting: 'speakerId', label: 'live.devices.speaker' },
] as const;

/** Camera, microphone and speaker choice (speaker only where setSinkId exists), and blur where the camera can. */
export function DeviceSettingsDialog({ media, open, onClose }: { media: LocalMedia; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const blurSupported = canBlur(media.stream?.getVideoTracks()[0]);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="devices-title" fullWidth maxWidth="xs">
      <DialogTitle id="devices-title">{t('live.devices.title')}</DialogTitle>
      <DialogContent>
        {KIND_FIELDS.filter(({ kind }) => kind !== 'audiooutput' || canChooseSpeaker()).map(({ kind, setting, label }) => {
          const options = media.devices.filter((d) => d.kind === kind && d.deviceId);
          return (
            <TextField
              key={kind}
              select
              fullWidth
              margin="normal"
              label={t(label)}
              value={media.settings[setting] ?? ''}
              disabled={options.length === 0}
              onChange={(event) => media.update({ [setting]: event.target.value || null })}
            >
              <MenuItem value="">{t('live.devices.default')}</MenuItem>
              {options.map((device, index) => (
                <MenuItem key={device.deviceId} value={device.deviceId}>
                  {device.label || t('live.devices.unnamed', { number: index + 1 })}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
        {blurSupported && (
          <FormControlLabel
            control={<Switch checked={media.settings.blur} onChange={(event) => media.update({ blur: event.target.checked })} />}
            label={t('live.devices.blur')}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('live.devices.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
