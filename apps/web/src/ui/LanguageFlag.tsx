import Box from '@mui/material/Box';
import { useState } from 'react';
import { flagOf } from '../lib/languages.ts';

/**
 * A language's flag. Decorative: the language name is always written next to it, so a missing image (or a code
 * without a flag) leaves just the name.
 */
export function LanguageFlag({ code, size = 20 }: { code: string; size?: number }) {
  const flag = flagOf(code);
  const [missing, setMissing] = useState(false);
  if (!flag || missing) return null;
  return (
    <Box
      component="img"
      src={`/flags/${flag}.svg`}
      alt=""
      data-testid={`flag-${flag}`}
      onError={() => setMissing(true)}
      sx={{ width: size * (4 / 3), height: size, objectFit: 'cover', borderRadius: '3px', flexShrink: 0 }}
    />
  );
}
