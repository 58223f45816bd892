import Box from '@mui/material/Box';
import { useState } from 'react';
import { flagOf, flagSrc } from '../lib/languages.ts';

/**
 * A flag image shipped with the app (under /flags). Decorative: a name is always written next to it, so a missing
 * image leaves just the name.
 */
export function FlagImage({ src, size = 20 }: { src: string; size?: number }) {
  const [missing, setMissing] = useState(false);
  if (missing) return null;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      data-testid={`flag-${src.replace(/^.*\/|\.svg$/g, '')}`}
      onError={() => setMissing(true)}
      sx={{ width: size * (4 / 3), height: size, objectFit: 'cover', borderRadius: '3px', flexShrink: 0 }}
    />
  );
}

/** A language's flag, or nothing for a code we have none for. */
export function LanguageFlag({ code, size = 20 }: { code: string; size?: number }) {
  const flag = flagOf(code);
  return flag ? <FlagImage src={flagSrc(flag)} size={size} /> : null;
}
