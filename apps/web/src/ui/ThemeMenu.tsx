import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const MODES = ['system', 'light', 'dark'] as const;

/** The theme choices under ThemeSwitch's button, loaded on first use. */
export function ThemeMenu({ id, anchor, onClose }: { id: string; anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {MODES.map((option) => (
        <MenuItem
          key={option}
          role="menuitemradio"
          aria-checked={mode === option}
          selected={mode === option}
          onClick={() => {
            setMode(option);
            onClose();
          }}
        >
          {t(`theme.${option}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
