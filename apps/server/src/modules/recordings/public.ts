/** What other modules may use of recordings (the feedback module reads recordings and their audio through these). */
export { classifyChunk } from './audio-sniff.ts';
export { latestAudio, learnerVoices, recordingAudio } from './chunk-audio.ts';
export { readChunkFile } from './chunk-upload.ts';
export { ownRecording, viewableRecording } from './recording-access.ts';
export { chunksWithComments } from './recording-view.service.ts';
export {
  awaitingProcessing,
  chunksOf,
  feedbackOf,
  findRecording,
  reviewOf,
  shareRecording,
  type RecordingRow,
} from './recordings.store.ts';
export type { UploadHints } from './upload-hints.ts';
export { recordingStats, type RecordingFigures } from './recording-stats.ts';
