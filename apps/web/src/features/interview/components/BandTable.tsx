import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { IELTS_CRITERION_LABELS, type BandEstimate } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** A band as a range in half steps ("6–6.5"), or one band where both ends agree. */
export function bandRange(low: number, high: number): string {
  return low === high ? String(low) : `${low}–${high}`;
}

/** The four IELTS criteria with the estimated band range and how it was estimated, and what the estimate is not. */
export function BandTable({ bands }: { bands: BandEstimate[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="band-title">
      <Typography id="band-title" variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {t('interview.report.bands')}
      </Typography>
      <Table size="small" aria-labelledby="band-title" aria-describedby="band-note">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('interview.report.criterion')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('interview.report.band')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('interview.report.how')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bands.map((band) => (
            <TableRow key={band.criterion}>
              <TableCell component="th" scope="row">
                {IELTS_CRITERION_LABELS[band.criterion]}
              </TableCell>
              <TableCell
                sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: 600 }}
                data-testid="band-range"
              >
                {bandRange(band.low, band.high)}
              </TableCell>
              <TableCell>{band.how}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography id="band-note" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('interview.report.estimateNote')}
      </Typography>
    </section>
  );
}
