import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

interface Props {
  round: number | null;
  /** The names of the others in this user's room. */
  partners: string[];
  /** This user shares the room with a host: between partners, that is the main room. */
  withHost: boolean;
}

/**
 * Who this learner talks to this round, announced politely to screen readers when a rotation moves them: the tiles
 * change under their eyes, and this line says why.
 */
export function PartnerStatus({ round, partners, withHost }: Props) {
  const { t } = useTranslation();
  if (!round) return null;
  const text =
    withHost || partners.length === 0
      ? t('live.round.waiting')
      : t('live.round.partners', { names: new Intl.ListFormat(undefined, { type: 'conjunction' }).format(partners) });
  return (
    <Typography role="status" color="text.secondary" noWrap>
      {text}
    </Typography>
  );
}
