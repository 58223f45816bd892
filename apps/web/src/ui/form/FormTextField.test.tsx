import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormTextField } from './FormTextField.tsx';

function PriceForm({ error }: { error?: string }) {
  const { control, setError } = useForm({ defaultValues: { price: '' } });
  useEffect(() => {
    if (error) setError('price', { message: error });
  }, [error, setError]);
  return (
    <FormTextField
      control={control}
      name="price"
      label="Price"
      helperText="In dollars"
      inputMode="decimal"
      required
      startAdornment="$"
    />
  );
}

describe('FormTextField', () => {
  it('labels its input, describes it with the helper text and gives it the keyboard and requirement asked for', async () => {
    render(<PriceForm />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.hasAttribute('required')).toBe(true);
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('In dollars');
    expect(screen.getByText('$')).toBeTruthy();
    await userEvent.type(input, '12.50');
    expect((input as HTMLInputElement).value).toBe('12.50');
  });

  it('shows the field error in place of the helper text and marks the input invalid', async () => {
    render(<PriceForm error="Enter a price" />);
    const input = await screen.findByRole('textbox', { name: 'Price', description: 'Enter a price' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('In dollars')).toBeNull();
  });
});
