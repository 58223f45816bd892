import { AiUnavailable, type ChatModelPort } from './port.ts';

export const chatModelOff: ChatModelPort = {
  driver: 'off',
  available: false,
  completeJson: async () => {
    throw new AiUnavailable('No chat model is configured');
  },
};
