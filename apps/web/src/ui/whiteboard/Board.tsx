import { CaptureUpdateAction, Excalidraw, exportToBlob, reconcileElements, restoreElements } from '@excalidraw/excalidraw';
import '@excalidraw/excalidraw/index.css';
import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import type { WhiteboardElement } from '@parley/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changedSince } from './board-messages.ts';
import { labelControls } from './label-controls.ts';
import './texts.ts';

/** How often a stroke still being drawn is handed out: about ten frames a second. */
const DRAFT_EVERY_MS = 100;

/** What a board's owner does with it once it has loaded. */
export interface BoardHandle {
  /** Elements from elsewhere (the server, another drawer), merged by Excalidraw's reconcile rule (ADR 0049). */
  merge(remote: readonly WhiteboardElement[]): void;
  exportPng(): Promise<Blob>;
}

export interface BoardProps {
  canDraw: boolean;
  onReady: (handle: BoardHandle) => void;
  /** Elements drawn or changed here, when the pointer is up; answers those it took (the rest are offered again). */
  onCommit: (elements: WhiteboardElement[]) => readonly WhiteboardElement[];
  /** Elements still being drawn, at most ten times a second; a board nobody watches live leaves it out. */
  onDraft?: (elements: WhiteboardElement[]) => void;
}

type AppState = ReturnType<ExcalidrawImperativeAPI['getAppState']>;
const busy = (s: AppState) =>
  s.newElement !== null || s.multiElement !== null || s.selectedElementsAreBeingDragged || s.isResizing || s.isRotating;

/**
 * The whiteboard (Excalidraw, in a lazily loaded chunk: about 340 kB gzipped), shared by a live room's whiteboard and
 * the live boards (ADR 0049, 0065). It knows nothing of where elements go: its owner sends commits and drafts on and
 * merges what comes back.
 */
export default function Board({ canDraw, onReady, onCommit, onDraft }: BoardProps) {
  const { t } = useTranslation();
  const [api, setApi] = useState<ExcalidrawImperativeAPI | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const known = useRef(new Map<string, number>());
  const lastDraft = useRef(0);

  useEffect(() => {
    if (!api) return;
    onReady({
      merge: (remote) => {
        for (const element of remote)
          known.current.set(element.id, Math.max(known.current.get(element.id) ?? 0, element.version));
        const restored = restoreElements(remote as Parameters<typeof restoreElements>[0], null);
        const elements = reconcileElements(api.getSceneElementsIncludingDeleted(), restored as never, api.getAppState());
        api.updateScene({ elements, captureUpdate: CaptureUpdateAction.NEVER });
      },
      exportPng: () =>
        exportToBlob({
          elements: api.getSceneElements(),
          appState: { ...api.getAppState(), exportBackground: true },
          files: api.getFiles(),
          mimeType: 'image/png',
        }),
    });
  }, [api, onReady]);
  useEffect(() => (frame.current ? labelControls(frame.current, t('whiteboard.menu')) : undefined), [t]);

  const onChange = (elements: readonly { id: string; type: string; version: number }[], appState: AppState) => {
    if (!canDraw) return;
    const changed = changedSince(elements, known.current) as unknown as WhiteboardElement[];
    if (!changed.length) return;
    if (busy(appState)) {
      if (!onDraft || Date.now() - lastDraft.current < DRAFT_EVERY_MS) return;
      lastDraft.current = Date.now();
      onDraft(changed);
      return;
    }
    for (const element of onCommit(changed)) known.current.set(element.id, element.version);
  };

  return (
    <div ref={frame} style={{ height: '100%' }}>
      <Excalidraw
        excalidrawAPI={setApi}
        viewModeEnabled={!canDraw}
        onChange={onChange}
        UIOptions={{ tools: { image: false }, canvasActions: { loadScene: false, saveToActiveFile: false, export: false } }}
      />
    </div>
  );
}
