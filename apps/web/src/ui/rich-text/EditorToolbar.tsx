import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SvgIconComponent } from '@mui/icons-material';
import { useEditorState, type Editor } from '@tiptap/react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkForm } from './LinkForm.tsx';
import './texts.ts';

type Mark = 'bold' | 'italic' | 'bulletList' | 'orderedList';
const TOGGLES: { name: Mark; icon: SvgIconComponent; run: (editor: Editor) => void }[] = [
  { name: 'bold', icon: FormatBoldIcon, run: (e) => e.chain().focus().toggleBold().run() },
  { name: 'italic', icon: FormatItalicIcon, run: (e) => e.chain().focus().toggleItalic().run() },
  { name: 'bulletList', icon: FormatListBulletedIcon, run: (e) => e.chain().focus().toggleBulletList().run() },
  { name: 'orderedList', icon: FormatListNumberedIcon, run: (e) => e.chain().focus().toggleOrderedList().run() },
];

/**
 * The formatting buttons as one toolbar (WAI-ARIA): a single tab stop, the arrow keys between the buttons, each
 * saying whether it is on.
 */
export function EditorToolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation();
  const [linking, setLinking] = useState(false);
  const [focused, setFocused] = useState(0);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const count = TOGGLES.length + 1;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (focused + step + count) % count;
    setFocused(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  const button = (index: number, name: Mark | 'link', Icon: SvgIconComponent, onClick: () => void) => (
    <IconButton
      key={name}
      size="small"
      tabIndex={focused === index ? 0 : -1}
      aria-label={t(`richText.${name}`)}
      aria-pressed={active[name]}
      color={active[name] ? 'primary' : 'default'}
      onClick={onClick}
      onFocus={() => setFocused(index)}
    >
      <Icon fontSize="small" />
    </IconButton>
  );
  return (
    <>
      <Box
        role="toolbar"
        aria-label={t('richText.toolbar', { field: label })}
        onKeyDown={onKeyDown}
        sx={{ display: 'flex', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {TOGGLES.map((toggle, i) => button(i, toggle.name, toggle.icon, () => toggle.run(editor)))}
        {button(TOGGLES.length, 'link', LinkIcon, () => setLinking((open) => !open))}
      </Box>
      {linking && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
    </>
  );
}
