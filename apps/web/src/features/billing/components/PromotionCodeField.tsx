import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

interface Props {
  value: string;
  onChange: (code: string) => void;
  /** Why the server refused the code at the last checkout, shown under the field. */
  error: string | null;
  /** When the code is used, under the field until a refusal takes its place; the pricing page's by default. */
  hint?: string;
}

/**
 * "Have a promotion code?" (ADR 0071): a button that opens a labelled field; the code goes with the next checkout (a
 * plan's, or an organisation's seats), and a refusal of it shows under the field. Open from the start when the page
 * came back with a code.
 */
export function PromotionCodeField({ value, onChange, error, hint }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(value !== '' || error !== null);
  const fieldId = useId();
  return (
    <>
      <Button variant="text" aria-expanded={open || Boolean(error)} aria-controls={fieldId} onClick={() => setOpen(!open)}>
        {t('billing.pricing.haveCode')}
      </Button>
      <Collapse in={open || Boolean(error)} id={fieldId}>
        <TextField
          label={t('billing.pricing.codeLabel')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? hint ?? t('billing.pricing.codeHint')}
          size="small"
          sx={{ width: 280, maxWidth: '100%' }}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 64 } }}
        />
      </Collapse>
    </>
  );
}
