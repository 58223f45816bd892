import type { Config } from '../../config.ts';
import { chatModelOff } from './off.ts';
import { createOpenAiChat } from './openai-chat.ts';
import type { ChatModelPort } from './port.ts';

export type { ChatModelPort } from './port.ts';
export { AiUnavailable } from './port.ts';

export function createChatModel(config: Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_CHAT_MODEL'>): ChatModelPort {
  return config.AI_BASE_URL
    ? createOpenAiChat({ baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_CHAT_MODEL })
    : chatModelOff;
}
