/** A duration as the spec shows it, mm:ss (minutes keep counting past 59: a recording is at most 30 minutes). */
export function formatMmSs(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
