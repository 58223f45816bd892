import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The page's one heading, with a line of help under it when the page needs one. */
export function SectionHeader({ title, help }: { title: string; help?: string }) {
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Typography variant="h1">{title}</Typography>
      {help && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {help}
        </Typography>
      )}
    </Box>
  );
}
