import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUser } from '../../lib/session/session.ts';
import { CommandPalette } from '../../ui/command-palette/CommandPalette.tsx';
import { isPaletteKey } from '../../ui/command-palette/palette-key.ts';
import type { PaletteItem } from '../../ui/command-palette/palette-source.ts';
import { PALETTE_SOURCES } from './sources.ts';
import './texts.ts';

/**
 * The palette with the registered sources. Loaded by the first Ctrl+K (PaletteHotkey), so it starts open; later
 * presses are its own, with the same rule: a page that handled the key first (weblinks) keeps it.
 */
export function PaletteHost() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isPaletteKey(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const sources = useMemo(() => (user ? PALETTE_SOURCES.flatMap((make) => make({ t, user }) ?? []) : []), [t, user]);
  const close = () => setOpen(false);
  const choose = (item: PaletteItem) => {
    close();
    if ('path' in item.target) void navigate(item.target.path);
    else window.open(item.target.url, '_blank', 'noopener,noreferrer');
  };
  if (!user) return null;
  return (
    <CommandPalette
      open={open}
      sources={sources}
      texts={{
        title: t('palette.title'),
        placeholder: t('palette.placeholder'),
        empty: t('palette.empty'),
        loading: t('palette.loading'),
      }}
      onChoose={choose}
      onClose={close}
    />
  );
}
