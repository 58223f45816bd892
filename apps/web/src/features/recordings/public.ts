/** What other features may use of recordings: the recorder (the interview practice records through it), the delete. */
export { useRecorder, type Recorder, type RecorderPhase } from './lib/use-recorder.ts';
export { isCapturing } from './lib/recorder-state.ts';
export { MicrophoneStep } from './components/MicrophoneStep.tsx';
export { MicrophoneDialog } from './components/MicrophoneDialog.tsx';
export { UnsupportedBrowserDialog } from './components/UnsupportedBrowserDialog.tsx';
export { LevelLine } from './components/LevelLine.tsx';
export { UploadStatus } from './components/UploadStatus.tsx';
export { DeleteRecordingButton } from './components/DeleteRecording.tsx';
