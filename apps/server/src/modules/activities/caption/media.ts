import { ACTIVITIES_PREFIX, type CaptionMedia } from '@parley/contracts';
import { SCENES } from './scenes.ts';

const BY_ID = new Map(SCENES.map((scene) => [scene.id, scene]));

/** Where the game serves its pictures (written by scripts/write-caption-scenes.ts into `media/`). */
export const MEDIA_PATH = `${ACTIVITIES_PREFIX}/caption_this/media`;

export const mediaOf = (sceneId: string): CaptionMedia => {
  const scene = BY_ID.get(sceneId)!;
  return { id: scene.id, url: `${MEDIA_PATH}/${scene.id}.svg`, alt: scene.alt };
};

/** Words for what a picture shows (ours, in the scene). */
export const usefulWordsOf = (sceneId: string): string[] => [...BY_ID.get(sceneId)!.words];
