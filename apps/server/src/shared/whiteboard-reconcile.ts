import type { WhiteboardElement } from '@parley/contracts';

export interface StoredVersion {
  version: number;
  versionNonce: number;
}

/**
 * Excalidraw's reconcile rule, for live rooms' boards and live boards alike (ADR 0049, 0065), so every board converges on the same scene whatever order updates arrive in: an
 * element replaces the stored one when its version is higher, or equal with a lower versionNonce. Of one id sent
 * twice in a message, the last counts.
 */
export function newerElements(
  incoming: readonly WhiteboardElement[],
  stored: ReadonlyMap<string, StoredVersion>,
): WhiteboardElement[] {
  const last = new Map(incoming.map((element) => [element.id, element]));
  return [...last.values()].filter((element) => {
    const known = stored.get(element.id);
    return (
      !known ||
      element.version > known.version ||
      (element.version === known.version && element.versionNonce < known.versionNonce)
    );
  });
}
