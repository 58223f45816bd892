import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/**
 * Cancel and save under a form: both stay disabled until the form differs from what is saved (spec §2), and
 * Cancel also while a save is on its way.
 */
export function FormActions({
  changed,
  saving,
  onCancel,
  cancelLabel,
  saveLabel,
}: {
  changed: boolean;
  saving: boolean;
  onCancel: () => void;
  cancelLabel: string;
  saveLabel: string;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      <Button disabled={!changed || saving} onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant="contained" disabled={!changed} loading={saving}>
        {saveLabel}
      </Button>
    </Stack>
  );
}
