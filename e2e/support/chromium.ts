/** Chromium from Debian, headless as root (shared/notes/browser-testing.md). */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A fake camera and microphone granted without a prompt, and audio (and its analysers) running without a click. The
 * camera sends 5 frames a second instead of its default 20: every live test runs three to six of them, each encoded
 * and decoded by every peer on the same two cores, and the tests only need frames to arrive, not many of them.
 */
export const FAKE_DEVICE_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream=fps=5',
  '--autoplay-policy=no-user-gesture-required',
];

/** For the live room: fake devices, and WebRTC between contexts on loopback. */
export const FAKE_MEDIA_ARGS = [
  ...FAKE_DEVICE_ARGS,
  '--allow-loopback-in-peer-connection',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];
