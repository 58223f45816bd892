import type { Config } from '../../config.ts';
import { createHyperbeam } from './hyperbeam.ts';
import { sharedBrowserOff } from './off.ts';
import type { SharedBrowserPort } from './port.ts';

export type { SharedBrowserPort, SharedBrowserSession } from './port.ts';
export { SharedBrowserUnavailable } from './port.ts';

export function createSharedBrowser(config: Pick<Config, 'HYPERBEAM_API_KEY' | 'HYPERBEAM_BASE_URL'>): SharedBrowserPort {
  return config.HYPERBEAM_API_KEY
    ? createHyperbeam({ apiKey: config.HYPERBEAM_API_KEY, baseUrl: config.HYPERBEAM_BASE_URL })
    : sharedBrowserOff;
}
