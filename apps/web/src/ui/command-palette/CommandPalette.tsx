import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { useEffect, useState } from 'react';
import type { PaletteItem, PaletteSource } from './palette-source.ts';

export interface CommandPaletteTexts {
  title: string;
  placeholder: string;
  empty: string;
  loading: string;
}

interface Props {
  open: boolean;
  sources: readonly PaletteSource[];
  texts: CommandPaletteTexts;
  onChoose: (item: PaletteItem) => void;
  onClose: () => void;
}

const DEBOUNCE_MS = 150;

const listSx = {
  '& [cmdk-input]': {
    width: '100%',
    border: 0,
    borderBottom: 1,
    borderColor: 'divider',
    p: 2,
    font: 'inherit',
    fontSize: '1.125rem',
    bgcolor: 'transparent',
    color: 'text.primary',
    outline: 'none',
  },
  '& [cmdk-list]': { maxHeight: '60vh', overflowY: 'auto', p: 1 },
  '& [cmdk-group-heading]': { px: 1.5, py: 1, color: 'text.secondary', fontSize: '0.8125rem', fontWeight: 600 },
  '& [cmdk-item]': { px: 1.5, py: 1, borderRadius: 1, cursor: 'pointer' },
  '& [cmdk-item][data-selected="true"]': { bgcolor: 'action.selected' },
  '& [cmdk-empty]': { p: 2, color: 'text.secondary' },
} as const;

/**
 * The palette: a search box over groups of results, one per source, moved through with the arrow keys and chosen
 * with Enter (cmdk). The dialog unmounts its content when closed, so each opening starts with an empty box.
 */
export function CommandPalette({ open, onClose, ...body }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': body.texts.title, sx: { alignSelf: 'flex-start', mt: '12vh' } } }}
    >
      <PaletteBody {...body} />
    </Dialog>
  );
}

/** Each source is asked separately, so a slow one does not hold the others back. */
function PaletteBody({ sources, texts, onChoose }: Omit<Props, 'open' | 'onClose'>) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useQueries({
    queries: sources.map((source) => ({
      queryKey: ['command-palette', source.id, query],
      queryFn: ({ signal }: { signal: AbortSignal }) => source.search(query, signal),
      staleTime: 10_000,
    })),
  });
  const loading = results.some((r) => r.isFetching);
  const values = sources.flatMap((source, i) => (results[i]?.data ?? []).map((item) => `${source.id}:${item.id}`));
  const found = values.length > 0;
  // Results arrive after typing: keep the highlighted item while it is there, else the first, so Enter always chooses.
  const [selected, setSelected] = useState('');
  const current = values.includes(selected) ? selected : (values[0] ?? '');
  return (
    <Box sx={listSx}>
      <Command label={texts.title} shouldFilter={false} loop value={current} onValueChange={setSelected}>
        <Command.Input
          value={text}
          onValueChange={setText}
          placeholder={texts.placeholder}
          aria-label={texts.placeholder}
          autoFocus
        />
        {/* Beside the list, not in it: a listbox may only hold options and their groups (axe's aria-required-children). */}
        {loading && !found && (
          <Box role="status" sx={{ p: 2, color: 'text.secondary' }}>
            {texts.loading}
          </Box>
        )}
        <Command.List>
          {!loading && <Command.Empty>{texts.empty}</Command.Empty>}
          {sources.map((source, i) => {
            const items = results[i]?.data ?? [];
            if (items.length === 0) return null;
            return (
              <Command.Group key={source.id} heading={source.heading}>
                {items.map((item) => (
                  <Command.Item key={item.id} value={`${source.id}:${item.id}`} onSelect={() => onChoose(item)}>
                    <Typography component="span" sx={{ display: 'block' }}>
                      {item.label}
                    </Typography>
                    {item.detail && (
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: 'block', overflowWrap: 'anywhere' }}
                      >
                        {item.detail}
                      </Typography>
                    )}
                  </Command.Item>
                ))}
              </Command.Group>
            );
          })}
        </Command.List>
      </Command>
    </Box>
  );
}
