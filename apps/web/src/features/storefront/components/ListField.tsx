import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import '../texts.ts';

interface ListFieldProps {
  legend: string;
  help?: string;
  /** The rows, each with a stable id (react-hook-form's useFieldArray). */
  rows: { fields: readonly { id: string }[]; remove: (index: number) => void };
  max: number;
  /** "Feature", "Offer": names each row for screen readers and the buttons. */
  itemLabel: string;
  addLabel: string;
  onAdd: () => void;
  renderRow: (index: number) => ReactNode;
  /** The list's own error (too many, overlapping slots), as react-hook-form keeps it. */
  error?: { message?: string | undefined; root?: { message?: string | undefined } | undefined } | undefined;
}

/** A list the teacher edits row by row (features, offers, time slots, videos): add up to `max`, remove any. */
export function ListField({ legend, help, rows, max, itemLabel, addLabel, onAdd, renderRow, error }: ListFieldProps) {
  const { t } = useTranslation();
  const keys = rows.fields.map((row) => row.id);
  const message = error?.root?.message ?? error?.message;
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      {help && <Typography color="text.secondary">{help}</Typography>}
      {keys.map((key, index) => (
        <Card key={key} variant="outlined" component="section" aria-label={`${itemLabel} ${index + 1}`}>
          <CardContent>
            <Stack spacing={2}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
                  {`${itemLabel} ${index + 1}`}
                </Typography>
                <IconButton
                  onClick={() => rows.remove(index)}
                  aria-label={t('storefront.list.remove', { item: `${itemLabel} ${index + 1}` })}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Stack>
              {renderRow(index)}
            </Stack>
          </CardContent>
        </Card>
      ))}
      {message && (
        <Typography color="error" role="alert">
          {contractText(message)}
        </Typography>
      )}
      <Button startIcon={<AddIcon />} onClick={onAdd} disabled={keys.length >= max} sx={{ alignSelf: 'flex-start' }}>
        {addLabel}
      </Button>
      {keys.length >= max && (
        <Typography variant="body2" color="text.secondary">
          {t('storefront.list.full', { max })}
        </Typography>
      )}
    </Stack>
  );
}
