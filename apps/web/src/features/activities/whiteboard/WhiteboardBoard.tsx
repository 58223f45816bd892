import { CaptureUpdateAction, Excalidraw, exportToBlob, reconcileElements, restoreElements } from '@excalidraw/excalidraw';
import '@excalidraw/excalidraw/index.css';
import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import type { WhiteboardElement } from '@parley/contracts';
import { useEffect, useRef, useState } from 'react';
import type { MessageFeed } from '../../../lib/realtime/message-feed.ts';
import { fetchScene } from '../api/whiteboard.ts';
import { changedSince, inMessages } from './board-messages.ts';

/** How often a stroke still being drawn is shown to the others: about ten frames a second. */
const DRAFT_EVERY_MS = 100;

export interface BoardHandle {
  exportPng(): Promise<Blob>;
}

interface Props {
  eventId: string;
  roomId: string;
  canDraw: boolean;
  feed: MessageFeed;
  onReady: (handle: BoardHandle) => void;
}

type AppState = ReturnType<ExcalidrawImperativeAPI['getAppState']>;
const busy = (s: AppState) =>
  s.newElement !== null || s.multiElement !== null || s.selectedElementsAreBeingDragged || s.isResizing || s.isRotating;

/**
 * The room's board (Excalidraw, loaded only when a whiteboard opens). What this person draws goes out as drafts
 * while the pointer is down and as a commit when it is up; what others draw arrives the same way and is merged by
 * Excalidraw's reconcile rule, the one the server keeps (ADR 0049).
 */
export default function WhiteboardBoard({ eventId, roomId, canDraw, feed, onReady }: Props) {
  const [api, setApi] = useState<ExcalidrawImperativeAPI | null>(null);
  const known = useRef(new Map<string, number>());
  const lastDraft = useRef(0);

  useEffect(() => {
    if (!api) return;
    let alive = true;
    const merge = (remote: readonly WhiteboardElement[]) => {
      for (const element of remote) known.current.set(element.id, Math.max(known.current.get(element.id) ?? 0, element.version));
      const restored = restoreElements(remote as Parameters<typeof restoreElements>[0], null);
      const elements = reconcileElements(api.getSceneElementsIncludingDeleted(), restored as never, api.getAppState());
      api.updateScene({ elements, captureUpdate: CaptureUpdateAction.NEVER });
    };
    const load = () =>
      fetchScene(eventId)
        .then((scene) => alive && scene.room_id === roomId && merge(scene.elements))
        .catch(() => undefined);
    void load();
    const stop = feed.subscribe((message) => {
      // A snapshot follows a long disconnection: the board asks again for everything it may have missed.
      if (message.type === 'SNAPSHOT') void load();
      else if (
        (message.type === 'WHITEBOARD_ELEMENTS' || message.type === 'WHITEBOARD_DRAFT') &&
        message.payload.room_id === roomId
      )
        merge(message.payload.elements);
    });
    onReady({
      exportPng: () =>
        exportToBlob({
          elements: api.getSceneElements(),
          appState: { ...api.getAppState(), exportBackground: true },
          files: api.getFiles(),
          mimeType: 'image/png',
        }),
    });
    return () => {
      alive = false;
      stop();
    };
  }, [api, eventId, roomId, feed, onReady]);

  const onChange = (elements: readonly { id: string; type: string; version: number }[], appState: AppState) => {
    if (!canDraw) return;
    const changed = changedSince(elements, known.current) as unknown as WhiteboardElement[];
    if (!changed.length) return;
    if (busy(appState)) {
      if (Date.now() - lastDraft.current < DRAFT_EVERY_MS) return;
      lastDraft.current = Date.now();
      for (const batch of inMessages(changed)) feed.send({ type: 'WHITEBOARD_DRAFT', payload: { elements: batch } });
      return;
    }
    for (const batch of inMessages(changed))
      if (feed.send({ type: 'WHITEBOARD_COMMIT', payload: { elements: batch } }))
        for (const element of batch) known.current.set(element.id, element.version);
  };

  return (
    <Excalidraw
      excalidrawAPI={setApi}
      viewModeEnabled={!canDraw}
      onChange={onChange}
      UIOptions={{ tools: { image: false }, canvasActions: { loadScene: false, saveToActiveFile: false, export: false } }}
    />
  );
}
