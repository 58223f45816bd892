import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Editor } from '@tiptap/react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './texts.ts';

/** The address of the link on the selected words: Apply sets it, Remove takes it off, Escape leaves it as it was. */
export function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation();
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const done = () => {
    onDone();
    editor.commands.focus();
  };
  const apply = () => {
    const link = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (link) chain.setLink({ href: /^[a-z][a-z+.-]*:/i.test(link) ? link : `https://${link}` }).run();
    else chain.unsetLink().run();
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      // The dialog around the editor would close on Escape too; here it only closes the link form.
      event.stopPropagation();
      done();
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ p: 1, alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
      <TextField
        size="small"
        label={t('richText.linkAddress')}
        value={href}
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={onKeyDown}
        autoFocus
        fullWidth
        type="url"
      />
      <Button onClick={apply}>{t('richText.applyLink')}</Button>
      <Button
        color="inherit"
        onClick={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          onDone();
        }}
      >
        {t('richText.removeLink')}
      </Button>
    </Stack>
  );
}
