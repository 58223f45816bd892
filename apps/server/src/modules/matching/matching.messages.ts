import type { MatchInput, MatchResult } from './matching.types.ts';

/** What the runner posts to the matching worker; `id` pairs each reply with its request. */
export interface WorkerRequest {
  id: number;
  input: MatchInput;
  seed: string;
}

export type WorkerReply = { id: number; ok: true; result: MatchResult } | { id: number; ok: false; error: string };
