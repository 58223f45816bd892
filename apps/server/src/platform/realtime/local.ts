import { REALTIME_SESSION } from '@parley/contracts';
import { createEnergyVad } from './energy-vad.ts';
import type { RealtimePort } from './port.ts';

/** Without a realtime server: our own voice-activity detector, in process, with the session's numbers. */
export function createLocalRealtime(): RealtimePort {
  return {
    driver: 'local',
    open({ onEvent }) {
      const vad = createEnergyVad({
        threshold: REALTIME_SESSION.vad.threshold,
        prefixPaddingMs: REALTIME_SESSION.vad.prefix_padding_ms,
        silenceDurationMs: REALTIME_SESSION.vad.silence_duration_ms,
        sampleRate: REALTIME_SESSION.sample_rate,
      });
      let open = true;
      return {
        append(pcm16) {
          if (open) for (const event of vad.push(pcm16)) onEvent(event);
        },
        close() {
          open = false;
        },
      };
    },
  };
}
