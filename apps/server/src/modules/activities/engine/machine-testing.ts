import { ActivityRefusal } from './activity-machine.ts';

/** What a machine's refusal says, or null when it took the action: for the machines' unit tests. */
export function refusal(take: () => unknown): unknown {
  try {
    take();
  } catch (err) {
    return err instanceof ActivityRefusal ? err.message : err;
  }
  return null;
}
