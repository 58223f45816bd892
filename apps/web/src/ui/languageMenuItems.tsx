import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES } from '@parley/contracts';
import { languageName } from '../lib/languages.ts';
import { LanguageFlag } from './LanguageFlag.tsx';

/**
 * Every language as an option of a select, flag and name. A function, not a component: MUI's select reads its
 * options' values from its direct children.
 */
export const languageMenuItems = () =>
  LANGUAGES.map((language) => (
    <MenuItem key={language.code} value={language.code}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <LanguageFlag code={language.code} size={14} />
        {languageName(language.code)}
      </Box>
    </MenuItem>
  ));
