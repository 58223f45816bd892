import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { CLASSROOM_TEXTS, type FolderAudience } from '@parley/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { AUDIENCE_CHOICES, isTier, toggleAudience } from '../lib/audience.ts';
import '../texts.ts';

interface AudienceFieldProps {
  value: FolderAudience[];
  onChange: (value: FolderAudience[]) => void;
  /** The server's word on the choice, when it refused it. */
  error?: string;
}

/** Who can see a folder (spec §4), as checkboxes; the tiers sit indented under the homepage option they make up. */
export function AudienceField({ value, onChange, error }: AudienceFieldProps) {
  const { t } = useTranslation();
  const helperId = useId();
  const message = error ?? (value.length === 0 ? CLASSROOM_TEXTS.visibilityRequired : undefined);
  return (
    <FormControl component="fieldset" error={Boolean(error)} aria-describedby={message ? helperId : undefined}>
      <FormLabel component="legend">{t('classroom.folder.audience')}</FormLabel>
      <FormGroup>
        {AUDIENCE_CHOICES.map((audience) => (
          <FormControlLabel
            key={audience}
            sx={isTier(audience) ? { ml: 3 } : undefined}
            control={
              <Checkbox
                checked={value.includes(audience)}
                onChange={(event) => onChange(toggleAudience(value, audience, event.target.checked))}
              />
            }
            label={t(`classroom.folder.audiences.${audience}`)}
          />
        ))}
      </FormGroup>
      {message && <FormHelperText id={helperId}>{contractText(message)}</FormHelperText>}
    </FormControl>
  );
}
