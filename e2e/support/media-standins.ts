import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';

/** A media host on the internet, which the test machine cannot reach: the browser contexts answer it themselves. */
export const CLIP_URL = 'https://videos.example.com/lessons/clip.webm';
const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed/**';

/** A minute of test picture and tone, a key frame a second so that seeks land at once. */
export function writeClip(): Buffer {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'parley-watch-')), 'clip.webm');
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15', '-f', 'lavfi', '-i', 'sine=frequency=330'],
    ...['-t', '60', '-c:v', 'libvpx', '-b:v', '120k', '-g', '15', '-c:a', 'libopus', '-b:a', '24k', file],
  ]);
  return readFileSync(file);
}

/**
 * YouTube's player as far as the room's page uses it (enablejsapi's messages: "listening", then infoDelivery with the
 * time, state and length; commands playVideo, pauseVideo, seekTo, setVolume, mute, unMute), playing the clip.
 */
const YOUTUBE_STANDIN = `<!doctype html><html><body style="margin:0;background:#000">
<video id="v" src="${CLIP_URL}" preload="auto" playsinline style="width:100%;height:100%"></video>
<script>
const v = document.getElementById('v');
let parent = null;
const state = () => (v.ended ? 0 : v.paused ? 2 : 1);
const tell = () => parent && parent.postMessage(JSON.stringify({ event: 'infoDelivery', id: 1, channel: 'widget',
  info: { currentTime: v.currentTime, playerState: state(), duration: v.duration || 0 } }), '*');
addEventListener('message', (e) => {
  const m = JSON.parse(e.data);
  if (m.event === 'listening') { parent = e.source; setInterval(tell, 100); }
  if (m.event !== 'command') return;
  if (m.func === 'playVideo') v.play();
  if (m.func === 'pauseVideo') v.pause();
  if (m.func === 'seekTo') v.currentTime = m.args[0];
  if (m.func === 'setVolume') v.volume = m.args[0] / 100;
  if (m.func === 'mute') v.muted = true;
  if (m.func === 'unMute') v.muted = false;
  tell();
});
</script></body></html>`;

/** The clip at CLIP_URL (with byte ranges, as a media host answers them) and the YouTube player, for one browser. */
export async function serveStandins(context: BrowserContext, clip: Buffer) {
  await context.route(CLIP_URL, async (route) => {
    const range = /bytes=(\d+)-(\d*)/.exec(route.request().headers()['range'] ?? '');
    if (!range) return route.fulfill({ body: clip, contentType: 'video/webm', headers: { 'accept-ranges': 'bytes' } });
    const start = Number(range[1]);
    const end = range[2] ? Math.min(Number(range[2]), clip.length - 1) : clip.length - 1;
    return route.fulfill({
      status: 206,
      body: clip.subarray(start, end + 1),
      contentType: 'video/webm',
      headers: { 'accept-ranges': 'bytes', 'content-range': `bytes ${start}-${end}/${clip.length}` },
    });
  });
  await context.route(YOUTUBE_EMBED, (route) => route.fulfill({ body: YOUTUBE_STANDIN, contentType: 'text/html' }));
}
