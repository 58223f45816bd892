import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../../lib/languages.ts';
import { LanguageFlag } from '../../../ui/LanguageFlag.tsx';
import '../../../entities/social/texts.ts';

interface LanguageLevel {
  code: string;
  proficiency: number;
}

interface Props {
  speaking: readonly LanguageLevel[];
  learning: readonly LanguageLevel[];
  label: string;
  size?: 'small' | 'medium';
}

/** The languages a person speaks and learns, each with its flag and level, as a list of chips. */
export function LanguageLevels({ speaking, learning, label, size = 'medium' }: Props) {
  const { t } = useTranslation();
  const languages = [
    ...speaking.map((l) => ({ ...l, kind: 'speaking' as const })),
    ...learning.map((l) => ({ ...l, kind: 'learning' as const })),
  ];
  return (
    <Stack direction="row" component="ul" aria-label={label} sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
      {languages.map((l) => (
        <li key={`${l.kind}-${l.code}`}>
          <Chip
            size={size}
            icon={<LanguageFlag code={l.code} size={size === 'small' ? 12 : 16} />}
            label={t(`social.profile.${l.kind}`, { language: languageName(l.code), level: l.proficiency })}
            variant={l.kind === 'speaking' ? 'filled' : 'outlined'}
            sx={{ pl: 0.5 }}
          />
        </li>
      ))}
    </Stack>
  );
}
