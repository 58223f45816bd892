import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storageFullText } from '@parley/contracts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { UploadStatus } from './UploadStatus.tsx';

const base = { total: 0, done: 0, current: null, failed: false, error: null };

describe('UploadStatus', () => {
  it('shows nothing before the first slice', () => {
    const { container } = render(<UploadStatus upload={base} onRetry={() => undefined} />);
    expect(container.textContent).toBe('');
  });

  it('counts the slices and shows the current one’s progress', () => {
    render(
      <UploadStatus
        upload={{ ...base, total: 3, done: 1, current: { index: 1, progress: 0.4, attempt: 1 } }}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByText('Uploading 2 of 3…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload of part 2' }).getAttribute('aria-valuenow')).toBe('40');
  });

  it('says it is trying again, then that everything arrived', () => {
    const { rerender } = render(
      <UploadStatus upload={{ ...base, total: 1, current: { index: 0, progress: 0, attempt: 2 } }} onRetry={() => undefined} />,
    );
    expect(screen.getByText('Connection problem. Trying again…')).toBeTruthy();
    rerender(<UploadStatus upload={{ ...base, total: 2, done: 2 }} onRetry={() => undefined} />);
    expect(screen.getByText('All 2 parts uploaded')).toBeTruthy();
  });

  it('offers a retry once the queue gave up', async () => {
    const onRetry = vi.fn();
    render(<UploadStatus upload={{ ...base, total: 2, done: 1, failed: true }} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('We could not send part of your recording.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('names the reason when the server refused a slice, and a lost connection as such', () => {
    const refused = new ApiError(403, 'EXC_STORAGE_LIMIT_REACHED', storageFullText('free'));
    const { rerender } = render(
      <UploadStatus upload={{ ...base, total: 2, failed: true, error: refused }} onRetry={() => undefined} />,
    );
    expect(screen.getByRole('alert').textContent).toContain(storageFullText('free'));
    rerender(<UploadStatus upload={{ ...base, total: 2, failed: true, error: ApiError.network() }} onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('We could not send part of your recording.');
  });
});
