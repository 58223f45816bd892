/**
 * Browser tests (e2e/recordings) set this before the page loads to record through the WAV encoder in Chromium,
 * whose MediaRecorder would otherwise take WebM. It changes the format only and grants nothing, and only the browser
 * tests' build reads it (__E2E_HOOKS__).
 */
export const E2E_RECORDER_FORMAT_KEY = 'parley.e2e-recorder-format';

export function forcedRecorderFormat(): 'wav' | null {
  if (!__E2E_HOOKS__) return null;
  try {
    return localStorage.getItem(E2E_RECORDER_FORMAT_KEY) === 'wav' ? 'wav' : null;
  } catch {
    return null;
  }
}
