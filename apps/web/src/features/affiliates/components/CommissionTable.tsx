import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Commission } from '@parley/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/format/long-date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import '../texts.ts';

const COLOURS = { pending: 'default', approved: 'info', paid: 'success' } as const;

interface Props<C extends Commission> {
  records: C[];
  labelledBy: string;
  /** Columns the admin's view adds: a header and a cell per record. */
  extra?: { header: string; cell: (record: C) => ReactNode }[];
}

/** Commission records: date, member by number (nothing private), the payment, the commission and its status. */
export function CommissionTable<C extends Commission>({ records, labelledBy, extra = [] }: Props<C>) {
  const { t, i18n } = useTranslation();
  const money = (c: Commission, cents: number) => formatMoney(cents, c.currency, i18n.language);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell>{t('affiliates.records.date')}</TableCell>
            <TableCell>{t('affiliates.records.member')}</TableCell>
            <TableCell align="right">{t('affiliates.records.paidAmount')}</TableCell>
            <TableCell align="right">{t('affiliates.records.amount')}</TableCell>
            <TableCell>{t('affiliates.records.status')}</TableCell>
            {extra.map((column) => (
              <TableCell key={column.header}>{column.header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((c) => (
            <TableRow key={c.id} data-testid={`commission-${c.id}`}>
              <TableCell component="th" scope="row">
                {formatLongDate(c.occurred_at, i18n.language)}
              </TableCell>
              <TableCell>
                {t('affiliates.records.memberNumber', { number: c.member_number })}
                {c.kind === 'reversal' && ` · ${t('affiliates.records.reversal')}`}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {money(c, c.base_amount)}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                {money(c, c.amount)}
              </TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={COLOURS[c.status]} label={t(`affiliates.records.${c.status}`)} />
              </TableCell>
              {extra.map((column) => (
                <TableCell key={column.header}>{column.cell(c)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
