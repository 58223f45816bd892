import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { REGISTRATION_CODE_PARAM, ROUTES, type Campaign } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/format/long-date.ts';
import '../texts.ts';

/** Every campaign: its name, code, sign-ups of its limit, expiry and the sign-up link that carries the code. */
export function CampaignList({ campaigns, labelledBy }: { campaigns: Campaign[]; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  const linkOf = (code: string) => `${window.location.origin}${ROUTES.register}?${REGISTRATION_CODE_PARAM}=${code}`;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell>{t('campaigns.list.name')}</TableCell>
            <TableCell>{t('campaigns.list.code')}</TableCell>
            <TableCell align="right">{t('campaigns.list.signups')}</TableCell>
            <TableCell>{t('campaigns.list.expires')}</TableCell>
            <TableCell>{t('campaigns.list.link')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {campaigns.map((c) => (
            <TableRow key={c.id} data-testid={`campaign-${c.code}`}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {c.name}
              </TableCell>
              <TableCell>{c.code}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {c.max_signups === null ? c.signups : t('campaigns.list.of', { count: c.signups, max: c.max_signups })}
              </TableCell>
              <TableCell>{c.expires_at ? formatLongDate(c.expires_at, i18n.language) : t('campaigns.list.never')}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{linkOf(c.code)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
