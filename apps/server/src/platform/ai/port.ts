/**
 * A chat model for what the app writes itself (discussion topics, interview follow-ups): off by default, an
 * OpenAI-compatible chat completions server when AI_BASE_URL is set. Every caller has a local way to do without it.
 */
export interface ChatModelPort {
  readonly driver: 'off' | 'openai';
  readonly available: boolean;
  /** One answer to a system and a user message, asked for as a JSON object; throws AiUnavailable when off or failing. */
  completeJson(request: { system: string; user: string; timeoutMs: number }): Promise<unknown>;
}

export class AiUnavailable extends Error {}
