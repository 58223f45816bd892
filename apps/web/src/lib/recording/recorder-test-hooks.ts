/**
 * Browser tests (e2e/recordings) set this before the page loads to record through the WAV encoder in Chromium,
 * whose MediaRecorder would otherwise take WebM. It changes the format only and grants nothing.
 */
export const E2E_RECORDER_FORMAT_KEY = 'parley.e2e-recorder-format';

export function forcedRecorderFormat(): 'wav' | null {
  try {
    return localStorage.getItem(E2E_RECORDER_FORMAT_KEY) === 'wav' ? 'wav' : null;
  } catch {
    return null;
  }
}
