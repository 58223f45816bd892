import TextField from '@mui/material/TextField';
import { COMPANY_SEATS_MAX } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** A whole number of seats, at least the members who hold one and at most the plan's limit. */
export const seatsValid = (seats: number, members: number) =>
  Number.isInteger(seats) && seats >= Math.max(1, members) && seats <= COMPANY_SEATS_MAX;

export function SeatsField({
  seats,
  members,
  help,
  onChange,
}: {
  seats: number;
  members: number;
  help: string;
  onChange: (seats: number) => void;
}) {
  const { t } = useTranslation();
  const min = Math.max(1, members);
  const valid = seatsValid(seats, members);
  return (
    <TextField
      label={t('company.seats.count')}
      type="number"
      value={Number.isNaN(seats) ? '' : seats}
      onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
      error={!valid}
      helperText={valid ? help : t('company.seats.countInvalid', { min })}
      slotProps={{ htmlInput: { min, max: COMPANY_SEATS_MAX, step: 1 } }}
    />
  );
}
