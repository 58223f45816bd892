import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type Ref } from 'react';
import { describe, expect, it } from 'vitest';

function LaterField({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  const [shown, setShown] = useState(false);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button onClick={() => setShown(true)}>Show</button>
      <button onClick={() => setRenders(renders + 1)}>Render again {renders}</button>
      {shown && <input aria-label="Name" autoFocus ref={inputRef} />}
    </>
  );
}

describe('autoFocus', () => {
  it('focuses an element when it mounts after the page has loaded, and hands the element to its ref', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    render(<LaterField inputRef={ref} />);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(document.activeElement).toBe(field);
    expect(ref.current).toBe(field);
    expect(field.hasAttribute('autofocus')).toBe(false);
  });

  it('focuses it once: later renders leave the focus where the user put it', async () => {
    const user = userEvent.setup();
    render(<LaterField />);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const again = screen.getByRole('button', { name: /Render again/ });
    await user.click(again);
    await user.click(again);
    expect(document.activeElement).toBe(again);
    expect(again.textContent).toBe('Render again 2');
  });
});
