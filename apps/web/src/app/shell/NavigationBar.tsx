import LinearProgress from '@mui/material/LinearProgress';

/** The thin bar under the header while the next page loads. */
export function NavigationBar({ label }: { label: string }) {
  return <LinearProgress aria-label={label} sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 2 }} />;
}
