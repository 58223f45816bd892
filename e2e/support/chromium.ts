import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';

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
 * The fake camera's picture: a moving test pattern of 160×120 at 5 frames a second, made once with ffmpeg. Chromium's
 * own fake camera sends 640×480 at 20; every live test runs three to six cameras, each encoded and decoded by every
 * peer of the mesh on the same two cores, and the tests only need frames to arrive, not sharp ones.
 */
function smallCameraFile(): string {
  const file = path.resolve(import.meta.dirname, '../../.tmp/e2e-camera-160x120.y4m');
  if (existsSync(file)) return file;
  mkdirSync(path.dirname(file), { recursive: true });
  // Written beside and renamed, so Playwright's workers starting together never read half a file.
  const partial = `${file}.${process.pid}.y4m`;
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=160x120:rate=5',
    '-t',
    '4',
    '-pix_fmt',
    'yuv420p',
    partial,
  ]);
  renameSync(partial, file);
  return file;
}

/** A fake camera and microphone granted without a prompt, and audio (and its analysers) running without a click. */
export const FAKE_DEVICE_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${smallCameraFile()}`,
  '--autoplay-policy=no-user-gesture-required',
];

/** For the live room: fake devices, and WebRTC between contexts on loopback. */
export const FAKE_MEDIA_ARGS = [
  ...FAKE_DEVICE_ARGS,
  '--allow-loopback-in-peer-connection',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];
