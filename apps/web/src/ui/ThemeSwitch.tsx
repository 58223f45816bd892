import BrightnessMediumIcon from '@mui/icons-material/BrightnessMedium';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MODES = ['system', 'light', 'dark'] as const;

/** Browser, light or dark; MUI keeps the choice in localStorage under the provider's key. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={t('theme.label')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'theme-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        color="inherit"
      >
        <BrightnessMediumIcon />
      </IconButton>
      <Menu id="theme-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {MODES.map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={mode === option}
            selected={mode === option}
            onClick={() => {
              setMode(option);
              setAnchor(null);
            }}
          >
            {t(`theme.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
