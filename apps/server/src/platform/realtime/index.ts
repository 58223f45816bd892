import type { Config } from '../../config.ts';
import { createLocalRealtime } from './local.ts';
import { createOpenAiRealtime } from './openai-realtime.ts';
import type { RealtimePort } from './port.ts';

export type { RealtimeEvent, RealtimePort, RealtimeSession } from './port.ts';

export function createRealtime(config: Pick<Config, 'AI_REALTIME_URL' | 'AI_API_KEY'>): RealtimePort {
  return config.AI_REALTIME_URL
    ? createOpenAiRealtime({ url: config.AI_REALTIME_URL, apiKey: config.AI_API_KEY })
    : createLocalRealtime();
}
