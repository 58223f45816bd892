import { interviewApi, type AnswerReport, type InterviewReport as Report } from '@parley/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { setSession } from '../../../lib/session/session.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { makeSession } from '../../../test/fixtures.ts';
import { resetApp } from '../../../test/reset-app.ts';
import { InterviewReport } from './InterviewReport.tsx';

const LIST = `GET ${interviewApi.list.path}`;
const REPORT = `GET ${interviewApi.report.path.replace('{sessionId}', '5')}`;
const answer = (counter: number, structure: AnswerReport['structure']): AnswerReport => ({
  counter,
  question: `Question ${counter + 1}`,
  start_seconds: 10,
  end_seconds: 40.4,
  transcript: 'I led a team',
  words: 62,
  words_per_minute: 122.4,
  fillers: 3,
  grammar_errors: 1,
  structure,
});
const report = (overrides: Partial<Report>): Report => ({
  session_id: 5,
  recording_id: 77,
  workshop: 'ielts',
  processing_status: 'PROCESSED',
  answers: [answer(0, [])],
  bands: [],
  ...overrides,
});
const session = { id: 5, workshop: 'ielts', recording_id: 77, difficulty: 0.5, counter: 5, questions: [] };
const listed = () => json(200, { items: [{ ...session, processing_status: 'PROCESSED', created_at: '2026-11-20T10:00:00Z' }] });

const renderReport = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <InterviewReport recordingId={77} />
    </QueryClientProvider>,
  );

beforeEach(() => {
  resetApp();
  setSession(makeSession({ plan: 'pro' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('practice report', () => {
  it('shows nothing for a recording that was not a practice session', async () => {
    const api = fakeApi({ [LIST]: () => json(200, { items: [] }) });
    const { container } = renderReport();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.query).toEqual({ recording_id: '77' });
    expect(container.textContent).toBe('');
  });

  it('shows a skeleton while the recording is processed, asks again, then the IELTS bands as ranges with the note', async () => {
    let processed = false;
    const bands: Report['bands'] = [
      { criterion: 'fluency_coherence', low: 6, high: 6.5, how: '118 words a minute, 4 fillers' },
      { criterion: 'lexical_resource', low: 5.5, high: 6, how: 'B2 words' },
      { criterion: 'grammatical_range_accuracy', low: 6, high: 6, how: '2 errors' },
      { criterion: 'pronunciation', low: 5, high: 6, how: 'Most words clear' },
    ];
    fakeApi({
      [LIST]: listed,
      [REPORT]: () =>
        json(200, processed ? report({ bands }) : report({ processing_status: 'PROCESSING', answers: [], bands: [] })),
    });
    renderReport();
    expect(await screen.findByRole('status', { name: 'Your practice report is being prepared' })).toBeTruthy();
    processed = true;
    const table = await screen.findByRole('table', { name: 'Estimated IELTS bands' }, { timeout: 5000 });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')]);
    expect(rows.map((cells) => [cells[0]!.textContent, cells[1]!.textContent])).toEqual([
      ['Fluency and coherence', '6–6.5'],
      ['Lexical resource', '5.5–6'],
      ['Grammatical range and accuracy', '6'],
      ['Pronunciation', '5–6'],
    ]);
    expect(table.getAttribute('aria-describedby')).toBe('band-note');
    expect(screen.getByText(/not an official IELTS score/).id).toBe('band-note');
    expect(screen.queryByRole('list', { name: 'STAR structure' })).toBeNull();
  });

  it('lists a job interview’s answers with length, pace, fillers, grammar and the STAR parts heard and missing', async () => {
    fakeApi({
      [LIST]: listed,
      [REPORT]: () => json(200, report({ workshop: 'job-interview', answers: [answer(0, ['situation', 'result'])] })),
    });
    renderReport();
    const item = await screen.findByTestId('answer-report');
    expect(within(item).getByText('Question 1')).toBeTruthy();
    expect(item.textContent).toContain('62 words in 30 s · 122 words per minute · Fillers: 3 · Grammar errors: 1');
    const chips = within(within(item).getByRole('list', { name: 'STAR structure' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Situation: heard',
      'Task: missing',
      'Action: missing',
      'Result: heard',
    ]);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
