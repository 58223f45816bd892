import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Big numbers with their labels, side by side (a description list); the test id is on each value. */
export function Figures({ items }: { items: [label: string, value: string, testId: string][] }) {
  return (
    <Stack
      component="dl"
      direction="row"
      useFlexGap
      sx={{ m: 0, flexWrap: 'wrap', columnGap: 4, rowGap: 1, '& dd': { m: 0, fontSize: '1.5rem', fontWeight: 700 } }}
    >
      {items.map(([label, value, testId]) => (
        <div key={testId}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </Stack>
  );
}
