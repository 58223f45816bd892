import { transcriptLineSchema, type InterviewReport } from '@parley/contracts';
import { analyseFluency, analyseVocabulary } from '@parley/language';
import * as z from 'zod/mini';
import type { Db } from '../../../platform/db/port.ts';
import type { StoragePort } from '../../../platform/storage/port.ts';
import { feedbackOf, findRecording } from '../../recordings/public.ts';
import { ownSession } from '../interview.service.ts';
import { answerReports } from './answer-measures.ts';
import { estimateBands } from './ielts-bands.ts';

export interface ReportDeps {
  db: Db;
  storage: StoragePort;
}

const transcriptFile = z.array(transcriptLineSchema);

/**
 * The session's report, built from the recording's feedback once it is processed: nothing is measured twice, so the
 * report and the feedback page never disagree. A locked recording's feedback is withheld, and so is its report.
 */
export async function sessionReport(deps: ReportDeps, viewer: { id: number }, sessionId: number): Promise<InterviewReport> {
  const session = await ownSession(deps, viewer, sessionId);
  const recording = await findRecording(deps.db, session.recordingId);
  const report: InterviewReport = {
    session_id: session.id,
    recording_id: session.recordingId,
    workshop: session.workshop,
    processing_status: session.status,
    answers: [],
    bands: [],
  };
  if (!recording || session.status !== 'PROCESSED' || recording.locked || !recording.transcriptKey) return report;
  const file = await deps.storage.get(recording.transcriptKey);
  const lines = file ? z.parse(transcriptFile, JSON.parse(new TextDecoder().decode(file.data))) : [];
  const words = lines.flatMap((line) => line.words);
  const { chunks } = await feedbackOf(deps.db, recording.id);
  const starts = (type: string) => chunks.filter((c) => c.errorType === type).map((c) => c.startTime);
  const grammarStarts = starts('GRAMMAR');
  const end = recording.durationSeconds ?? words.at(-1)?.end ?? 0;
  const answers = answerReports(session.questions, words, grammarStarts, end, session.workshop);
  if (session.workshop !== 'ielts') return { ...report, answers };
  const fluency = analyseFluency(words, end);
  const minutes = fluency.speakingSeconds / 60;
  const bands = estimateBands({
    words: fluency.wordCount,
    wordsPerMinute: fluency.wordsPerMinute,
    fillersPerMinute: fluency.fillersPerMinute,
    longPausesPerMinute: minutes > 0 ? fluency.pauses.length / minutes : 0,
    contentLevels: analyseVocabulary(words).profile,
    grammarErrors: grammarStarts.length,
    mispronouncedWords: starts('MISPRONUNCIATION').length,
  });
  return { ...report, answers, bands };
}
