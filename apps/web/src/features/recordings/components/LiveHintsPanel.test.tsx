import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mergeLiveHints, NO_HINTS } from '../lib/live-hints.ts';
import { LiveHintsPanel } from './LiveHintsPanel.tsx';

const said = {
  id: '0-0',
  start_seconds: 1,
  end_seconds: 1.3,
  said: 'he go',
  corrected_sentence: 'yesterday he went to school',
  explanation: "Talking about the past: say 'went', not 'go'.",
  error_type: 'GRAMMAR' as const,
  category: 'past-tense',
};

describe('LiveHintsPanel', () => {
  it('says where hints will appear before any came, in a live region', () => {
    render(<LiveHintsPanel hints={NO_HINTS} />);
    expect(screen.getByRole('region', { name: 'Live hints' })).toBeTruthy();
    const log = screen.getByRole('log', { name: 'Corrections while you speak' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.textContent).toBe('Hints appear here as you speak.');
    expect(screen.queryByTestId('live-hints-heard')).toBeNull();
  });

  it('shows each correction with the wrong words, the better sentence and why, and the words heard', () => {
    const hints = mergeLiveHints(NO_HINTS, {
      status: 'READY',
      reason: null,
      windows: [{ chunk_index: 0, start_seconds: 0, end_seconds: 4, text: 'yesterday he go to school', corrections: [said] }],
    });
    render(<LiveHintsPanel hints={hints} />);
    const [item] = within(screen.getByRole('log')).getAllByRole('listitem');
    expect(item!.textContent).toContain('You said he go');
    expect(item!.textContent).toContain('Better: yesterday he went to school');
    expect(item!.textContent).toContain("say 'went'");
    expect(screen.getByTestId('live-hints-heard').textContent).toBe('Heard: …yesterday he go to school');
  });

  it('tells a learner when hints are behind, but not why in engine terms', () => {
    render(<LiveHintsPanel hints={mergeLiveHints(NO_HINTS, { status: 'SKIPPED', reason: 'BUSY', windows: [] })} />);
    expect(screen.getByText('Hints are paused for a moment while we catch up. Keep talking.')).toBeTruthy();
  });
});
