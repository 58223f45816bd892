import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput, type CodeInputHandle } from './CodeInput.tsx';

function Harness({ onChange }: { onChange?: (code: string) => void }) {
  const ref = useRef<CodeInputHandle>(null);
  return (
    <>
      <CodeInput ref={ref} label="Verification code" length={6} onChange={onChange} />
      <button onClick={() => ref.current?.reset()}>Reset</button>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
/** The boxes' contents as one string, '-' for an empty box. */
const values = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value || '-').join('');

describe('CodeInput', () => {
  it('is a labelled group of one labelled box per digit', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });

  it('moves to the next box as digits are typed and reports the complete code', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(box(1));
    await user.keyboard('12a3');
    expect(values()).toBe('123---');
    expect(document.activeElement).toBe(box(4));
    expect(onChange).toHaveBeenLastCalledWith('123');
    await user.keyboard('456');
    expect(onChange).toHaveBeenLastCalledWith('123456');
  });

  it('moves with the arrow keys and overwrites the digit it lands on', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('9');
    expect(values()).toBe('193---');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(box(4));
  });

  it('clears the current digit on Backspace, or the previous one from an empty box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    await user.keyboard('{Backspace}');
    expect(values()).toBe('12----');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{ArrowLeft}{Backspace}');
    expect(values()).toBe('1-----');
    expect(document.activeElement).toBe(box(2));
  });

  it('fills every box from a pasted code, whichever box has the focus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(box(3));
    await user.paste('65 43-21');
    expect(values()).toBe('654321');
    expect(onChange).toHaveBeenLastCalledWith('654321');
    expect(document.activeElement).toBe(box(6));
  });

  it('fills from the focused box when a part of a code is pasted', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(2));
    await user.paste('78');
    expect(values()).toBe('-78---');
    expect(document.activeElement).toBe(box(4));
  });

  it('empties every box and returns to the first on reset', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(box(1));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(values()).toBe('------');
    expect(document.activeElement).toBe(box(1));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
