import Box from '@mui/material/Box';

/**
 * Rich text as the server keeps it. The server stores only sanitised HTML (an allowlist of formatting and http, https
 * and mailto links, ADR 0059), so this is the one place that hands HTML to the page as it is.
 */
export function RichTextHtml({ html }: { html: string }) {
  return (
    <Box
      sx={{
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& a': { color: 'inherit' },
        overflowWrap: 'anywhere',
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
