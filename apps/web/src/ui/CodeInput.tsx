import Box from '@mui/material/Box';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useImperativeHandle, useRef, useState, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

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
const onlyDigits = (text: string) => text.replace(/\D/g, '');

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

  const fill = (from: number, text: string) => {
    const chars = onlyDigits(text)
      .slice(0, length - from)
      .split('');
    if (chars.length === 0) return;
    const next = [...digits];
    chars.forEach((char, offset) => (next[from + offset] = char));
    update(next);
    focusBox(from + chars.length);
  };

  const handleChange = (index: number, value: string) => {
    const entered = onlyDigits(value);
    const previous = digits[index] ?? '';
    if (entered.length <= 1) {
      update(digits.map((digit, i) => (i === index ? entered : digit)));
      if (entered) focusBox(index + 1);
    } else if (entered.length === 2 && previous) {
      // The cursor sat beside the old digit instead of selecting it: keep the digit just typed.
      fill(index, entered.startsWith(previous) ? entered.slice(1) : entered.slice(0, 1));
    } else {
      // Autofill (e.g. the code suggested from an SMS or mail) enters the whole code into one box.
      fill(index, entered);
    }
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: length - 1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusBox(target);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      const clearAt = digits[index] || event.key === 'Delete' ? index : index - 1;
      if (clearAt < 0) return;
      update(digits.map((digit, i) => (i === clearAt ? '' : digit)));
      focusBox(clearAt);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text/plain'));
    fill(pasted.length >= length ? 0 : index, pasted);
  };

  return (
    <Box role="group" aria-label={label} aria-describedby={describedBy} sx={{ display: 'flex', gap: 1 }}>
      {digits.map((digit, index) => (
        <OutlinedInput
          key={index}
          value={digit}
          error={error}
          inputRef={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, event)}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          inputProps={{
            'aria-label': t('codeInput.digit', { index: index + 1, count: length }),
            inputMode: 'numeric',
            autoComplete: index === 0 ? 'one-time-code' : 'off',
            pattern: '[0-9]*',
          }}
          sx={{ width: 48, '& input': { textAlign: 'center', fontSize: '1.5rem', fontVariantNumeric: 'tabular-nums', py: 1.25 } }}
        />
      ))}
    </Box>
  );
}
