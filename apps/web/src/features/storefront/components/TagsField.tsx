import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipList } from './ChipList.tsx';
import '../texts.ts';

interface TagsFieldProps {
  label: string;
  help: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** The server's or the form's sentence about the tags, shown instead of the help. */
  error?: string | undefined;
  max: number;
  maxLength: number;
}

/**
 * Short free tags: typed one at a time and added with Enter (or the Add button, for touch), each shown as a chip with
 * its own remove button. A tag already there is not added twice, whatever its capitals.
 */
export function TagsField({ label, help, value, onChange, error, max, maxLength }: TagsFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const full = value.length >= max;
  const add = () => {
    const tag = typed.trim();
    const known = value.some((existing) => existing.toLowerCase() === tag.toLowerCase());
    if (tag && !known && !full) onChange([...value, tag]);
    setTyped('');
  };
  const helper = error ?? (full ? t('storefront.list.full', { max }) : help);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormControl fullWidth error={Boolean(error)}>
          <InputLabel htmlFor={id}>{label}</InputLabel>
          <OutlinedInput
            id={id}
            inputRef={input}
            label={label}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the tag instead of submitting the whole form.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
            slotProps={{ input: { maxLength, 'aria-describedby': `${id}-helper-text` } }}
          />
          <FormHelperText id={`${id}-helper-text`}>{helper}</FormHelperText>
        </FormControl>
        <Button variant="outlined" onClick={add} disabled={full} sx={{ mt: 1, flexShrink: 0 }}>
          {t('storefront.teaching.addTag')}
        </Button>
      </Stack>
      {value.length > 0 && (
        <ChipList label={t('storefront.teaching.tagList')}>
          {value.map((tag) => (
            <li key={tag}>
              <Chip
                sx={{ pr: 0.5 }}
                label={
                  <>
                    {tag}
                    <IconButton
                      size="small"
                      onClick={() => {
                        onChange(value.filter((other) => other !== tag));
                        // The button goes with its chip; a keyboard user carries on from the tag box.
                        input.current?.focus();
                      }}
                      aria-label={t('storefront.teaching.removeTag', { tag })}
                      sx={{ ml: 0.5, p: 0.25 }}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </>
                }
              />
            </li>
          ))}
        </ChipList>
      )}
    </Stack>
  );
}
