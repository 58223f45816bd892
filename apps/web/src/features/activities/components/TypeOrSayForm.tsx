import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type ReactNode, type Ref } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Sends the trimmed text (only called when there is some). */
  onSend: (text: string) => void;
  sending: boolean;
  sendLabel: string;
  /** Listening on the call's microphone: off without one. */
  say: { label: string; hint: string; busy: boolean; listen: () => Promise<void>; microphone: MediaStreamTrack | null };
  /** What the last answer was, read out. */
  answer: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** A sentence (a caption) starts with a capital on a phone's keyboard; a word or a guess does not. */
  sentence?: boolean;
  /** More buttons after Say it (giving up). */
  extra?: ReactNode;
}

/** The games' answer form: a text field with Send, and Say it for the spoken answer, its hint and the answer read out. */
export function TypeOrSayForm({
  label,
  value,
  onChange,
  maxLength,
  onSend,
  sending,
  sendLabel,
  say,
  answer,
  inputRef,
  autoFocus,
  sentence,
  extra,
}: Props) {
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onSend(value.trim());
  };
  return (
    <Stack spacing={1} component="form" onSubmit={submit} noValidate>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          inputRef={inputRef}
          autoFocus={autoFocus}
          size="small"
          label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ htmlInput: { maxLength, autoComplete: 'off', autoCapitalize: sentence ? 'sentences' : 'none' } }}
          sx={{ flexGrow: 1, minWidth: 160 }}
        />
        <Button type="submit" variant="contained" loading={sending} disabled={!value.trim()}>
          {sendLabel}
        </Button>
        <Button
          variant="outlined"
          loading={say.busy}
          disabled={!say.microphone}
          onClick={() => void say.listen()}
          aria-describedby={hintId}
        >
          {say.label}
        </Button>
        {extra}
      </Stack>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {say.hint}
      </Typography>
      <Typography role="status" aria-live="polite" sx={{ minHeight: '1.5em', fontWeight: 600 }}>
        {answer}
      </Typography>
    </Stack>
  );
}
