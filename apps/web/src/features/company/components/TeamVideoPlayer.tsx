import Box from '@mui/material/Box';
import { companyVideoEmbedUrl, type CompanyVideo } from '@parley/contracts';
import { useEffect, useRef } from 'react';

const YOUTUBE = 'https://www.youtube-nocookie.com';
const VIMEO = 'https://player.vimeo.com';
/** YouTube's player state for a video played to its end. */
const ENDED = 0;

/**
 * Hears the provider's player say the video ended, through the messages its frame posts (YouTube's script interface
 * after we say we listen, Vimeo's player API after it is ready): no script of theirs runs in our page.
 */
function useEmbedEnded(frame: React.RefObject<HTMLIFrameElement | null>, provider: 'youtube' | 'vimeo', onEnded: () => void) {
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  });
  useEffect(() => {
    const origin = provider === 'youtube' ? YOUTUBE : VIMEO;
    const post = (message: object) => frame.current?.contentWindow?.postMessage(JSON.stringify(message), origin);
    let heard = false;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow || typeof event.data !== 'string') return;
      let data: { event?: string; info?: { playerState?: number } | null };
      try {
        data = JSON.parse(event.data) as typeof data;
      } catch {
        return;
      }
      heard = true;
      if (provider === 'vimeo' && data.event === 'ready') post({ method: 'addEventListener', value: 'ended' });
      const youtubeEnded = provider === 'youtube' && data.event === 'infoDelivery' && data.info?.playerState === ENDED;
      if (youtubeEnded || (provider === 'vimeo' && data.event === 'ended')) ended.current();
    };
    window.addEventListener('message', onMessage);
    // YouTube's frame reports only once told someone listens; it may not be loaded at the first message.
    const listen =
      provider === 'youtube'
        ? setInterval(() => (heard ? clearInterval(listen) : post({ event: 'listening', id: 1, channel: 'widget' })), 250)
        : undefined;
    return () => {
      clearInterval(listen);
      window.removeEventListener('message', onMessage);
    };
  }, [frame, provider]);
}

function EmbeddedVideo({ video, onEnded }: { video: CompanyVideo; onEnded: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const source = video.source.kind === 'upload' ? null : video.source;
  useEmbedEnded(frame, source?.kind ?? 'youtube', onEnded);
  if (!source) return null;
  return (
    <Box
      component="iframe"
      ref={frame}
      src={companyVideoEmbedUrl(source, window.location.origin)}
      title={video.title}
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
      sx={{ position: 'absolute', inset: 0, width: 1, height: 1, border: 0 }}
    />
  );
}

/**
 * One training video, loaded because a member pressed play: our own file in the browser's player, a linked one in
 * its provider's player rebuilt from its id. Its end is told to `onEnded`, which marks it watched.
 */
export function TeamVideoPlayer({ video, onEnded }: { video: CompanyVideo; onEnded: () => void }) {
  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.900' }}>
      {video.source.kind === 'upload' ? (
        <Box
          component="video"
          src={video.source.url}
          controls
          autoPlay
          playsInline
          aria-label={video.title}
          onEnded={onEnded}
          sx={{ position: 'absolute', inset: 0, width: 1, height: 1 }}
        />
      ) : (
        <EmbeddedVideo video={video} onEnded={onEnded} />
      )}
    </Box>
  );
}
