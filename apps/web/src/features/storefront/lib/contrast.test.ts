import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { textOn } from './contrast.ts';

describe('text on a teacher colour', () => {
  it.each(['#0F766E', '#F0FDFA', '#FFFF00', '#777777', '#808080', '#FF0000', '#000000', '#FFFFFF', '#3B82F6'])(
    'passes AA on %s',
    (background) => {
      expect(getContrastRatio(background, textOn(background))).toBeGreaterThanOrEqual(4.5);
    },
  );
});
