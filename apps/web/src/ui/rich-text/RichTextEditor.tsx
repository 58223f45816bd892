import Box from '@mui/material/Box';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EditorToolbar } from './EditorToolbar.tsx';

interface RichTextEditorProps {
  /** The editor's accessible name. */
  label: string;
  initialHtml: string;
  onChange: (html: string, text: string) => void;
  invalid?: boolean;
  /** Height of the writing area before it grows with the text. */
  minHeight?: number;
}

/**
 * Rich text (TipTap): a classroom task's questions, a learner's notes. Always loaded with `lazy()` where it is used,
 * so no page carries TipTap in its first download. What it writes is only a draft: the server keeps what its
 * sanitiser allows (server/shared/rich-text.ts, ADR 0059).
 */
export function RichTextEditor({ label, initialHtml, onChange, invalid = false, minHeight = 80 }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: 'rich-text-editor' },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML(), changed.getText()),
  });
  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': { borderColor: 'primary.main', outline: '1px solid', outlineColor: 'primary.main' },
      }}
    >
      <EditorToolbar editor={editor} label={label} />
      <Box
        sx={{
          px: 1.5,
          '& .rich-text-editor': { minHeight, py: 1, outline: 'none' },
          '& .rich-text-editor > :first-of-type': { mt: 0 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
