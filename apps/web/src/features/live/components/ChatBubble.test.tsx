import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatItem } from '../lib/chat-items.ts';
import { ChatBubble } from './ChatBubble.tsx';

const item = (overrides: Partial<ChatItem>): ChatItem => ({
  key: 'k',
  text: 'Hi there',
  author: 'Ana',
  direction: 'SENT',
  status: 'success',
  ...overrides,
});

const renderBubble = (overrides: Partial<ChatItem>) => render(<ChatBubble item={item(overrides)} />);

describe('ChatBubble', () => {
  it('SENT while loading shows a progress indicator', () => {
    renderBubble({ status: 'loading' });
    expect(screen.getByRole('progressbar', { name: 'Sending' })).toBeTruthy();
  });

  it('SENT with success shows a check', () => {
    renderBubble({ status: 'success' });
    expect(screen.getByRole('img', { name: 'Sent' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('SENT with an error shows the icon and "Message failed to send."', () => {
    renderBubble({ status: 'error' });
    expect(screen.getByRole('alert').textContent).toBe('Message failed to send.');
  });

  it('RECEIVED shows the author and no status', () => {
    renderBubble({ direction: 'RECEIVED', status: null });
    expect(screen.getByText('Ana')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows markup as plain text', () => {
    const { container } = renderBubble({ text: '<img src=x onerror=alert(1)><b>bold</b>' });
    expect(screen.getByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeTruthy();
    expect(container.querySelector('b, img')).toBeNull();
  });
});
