import Box from '@mui/material/Box';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useImperativeHandle, useRef, useState, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { fillFrom, keyIn, onlyDigits, typeInto, type CodeEdit } from './code-input-edits.ts';

export interface CodeInputHandle {
  /** Empties every box and puts the cursor in the first. */
  reset(): void;
}

interface CodeInputProps {
  /** The group's accessible name, e.g. "Verification code". */
  label: string;
  length?: number;
  onChange?: (code: string) => void;
  error?: boolean;
  describedBy?: string;
  ref?: Ref<CodeInputHandle>;
}

const DEFAULT_LENGTH = 4;

interface CodeBoxProps {
  digit: string;
  label: string;
  /** The first box takes the browser's one-time-code autofill. */
  first: boolean;
  error?: boolean;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
}

function CodeBox({ digit, label, first, error, inputRef, onChange, onKeyDown, onPaste }: CodeBoxProps) {
  return (
    <OutlinedInput
      value={digit}
      error={error}
      inputRef={inputRef}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      onFocus={(event) => event.target.select()}
      inputProps={{
        'aria-label': label,
        inputMode: 'numeric',
        autoComplete: first ? 'one-time-code' : 'off',
        pattern: '[0-9]*',
      }}
      sx={{ width: 48, '& input': { textAlign: 'center', fontSize: '1.5rem', fontVariantNumeric: 'tabular-nums', py: 1.25 } }}
    />
  );
}

/** One box per digit: typing moves on, arrows and Backspace move back, pasting a code fills the boxes. */
export function CodeInput({ label, length = DEFAULT_LENGTH, onChange, error, describedBy, ref }: CodeInputProps) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState<string[]>(() => Array<string>(length).fill(''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const update = (next: string[]) => {
    setDigits(next);
    onChange?.(next.join(''));
  };

  useImperativeHandle(ref, () => ({
    reset() {
      update(Array<string>(length).fill(''));
      focusBox(0);
    },
  }));

  const apply = (edit: CodeEdit | null) => {
    if (edit?.digits) update(edit.digits);
    if (edit && edit.focus !== null) focusBox(edit.focus);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const edit = keyIn(digits, index, event.key);
    if (!edit) return;
    event.preventDefault();
    apply(edit);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text/plain'));
    apply(fillFrom(digits, pasted.length >= length ? 0 : index, pasted));
  };

  return (
    <Box role="group" aria-label={label} aria-describedby={describedBy} sx={{ display: 'flex', gap: 1 }}>
      {digits.map((digit, index) => (
        <CodeBox
          key={index}
          digit={digit}
          label={t('codeInput.digit', { index: index + 1, count: length })}
          first={index === 0}
          error={error}
          inputRef={(element) => {
            boxes.current[index] = element;
          }}
          onChange={(value) => apply(typeInto(digits, index, value))}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
        />
      ))}
    </Box>
  );
}
