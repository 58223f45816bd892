import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

/**
 * A chart with its title and caption, and its numbers as a table behind "Show the numbers", for readers and for
 * anyone who wants the figures rather than the drawing.
 */
export function ChartFigure({
  title,
  caption,
  table,
  children,
}: {
  title: string;
  caption: string;
  table: ChartTable;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Paper component="figure" aria-labelledby={`${id}-title`} aria-describedby={`${id}-caption`} sx={{ m: 0, p: 2 }}>
      <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      <Typography id={`${id}-caption`} component="figcaption" color="text.secondary">
        {caption}
      </Typography>
      {children}
      <Box component="details" sx={{ mt: 1 }}>
        <Box component="summary" sx={{ cursor: 'pointer', color: 'primary.main', fontWeight: 500 }}>
          {t('progress.table')}
        </Box>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {table.columns.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row, i) => (
                <TableRow key={i}>
                  {row.map((cell, j) => (
                    <TableCell key={j}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
    </Paper>
  );
}
