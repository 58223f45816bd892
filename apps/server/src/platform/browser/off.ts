import { SharedBrowserUnavailable, type SharedBrowserPort } from './port.ts';

const refuse = () => Promise.reject(new SharedBrowserUnavailable('No shared browser is set up on this server'));

/** Without a provider: rooms watch together instead. */
export const sharedBrowserOff: SharedBrowserPort = {
  driver: 'off',
  available: false,
  open: refuse,
  close: refuse,
  frameOrigins: [],
};
