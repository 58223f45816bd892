/** The code input's boxes after an edit (null: unchanged), and the box to move to (clamped by the input), if any. */
export interface CodeEdit {
  digits: string[] | null;
  focus: number | null;
}

export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** The digits of `text` written from box `from` on, as many as fit; null when the text has none. */
export function fillFrom(digits: readonly string[], from: number, text: string): CodeEdit | null {
  const chars = onlyDigits(text)
    .slice(0, digits.length - from)
    .split('');
  if (chars.length === 0) return null;
  const next = [...digits];
  chars.forEach((char, offset) => (next[from + offset] = char));
  return { digits: next, focus: from + chars.length };
}

/** What typing into box `index` leaves: one digit moves on; more fill the boxes from there. */
export function typeInto(digits: readonly string[], index: number, value: string): CodeEdit | null {
  const entered = onlyDigits(value);
  const previous = digits[index] ?? '';
  if (entered.length <= 1) {
    return { digits: digits.map((digit, i) => (i === index ? entered : digit)), focus: entered ? index + 1 : null };
  }
  if (entered.length === 2 && previous) {
    // The cursor sat beside the old digit instead of selecting it: keep the digit just typed.
    return fillFrom(digits, index, entered.startsWith(previous) ? entered.slice(1) : entered.slice(0, 1));
  }
  // Autofill (e.g. the code suggested from an SMS or mail) enters the whole code into one box.
  return fillFrom(digits, index, entered);
}

/**
 * What a key does in box `index`: arrows, Home and End move; Backspace clears this box or, when empty, the one before;
 * Delete clears this box. Null for the keys the boxes leave to the browser.
 */
export function keyIn(digits: readonly string[], index: number, key: string): CodeEdit | null {
  const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: digits.length - 1 };
  const target = moves[key];
  if (target !== undefined) return { digits: null, focus: target };
  if (key !== 'Backspace' && key !== 'Delete') return null;
  const clearAt = digits[index] || key === 'Delete' ? index : index - 1;
  if (clearAt < 0) return { digits: null, focus: null };
  return { digits: digits.map((digit, i) => (i === clearAt ? '' : digit)), focus: clearAt };
}
