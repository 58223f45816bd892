import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import { ROUTES, shownName, type CommunityPerson } from '@parley/contracts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { LanguageLevels } from './LanguageLevels.tsx';
import '../../../entities/social/texts.ts';

/** A community search result; the whole card links to the person's public profile. */
export function PersonCard({ person }: { person: CommunityPerson }) {
  const { t } = useTranslation();
  const name = shownName(person);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={generatePath(ROUTES.dashboardCommunityUser, { userId: String(person.id) })}
        sx={{ height: '100%', alignItems: 'flex-start', display: 'flex' }}
      >
        <CardContent sx={{ width: '100%' }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
            <UserAvatar name={name} image={person.image} size={48} />
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1.05rem' }} noWrap>
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                @{person.username} · {t(`social.profile.status.${person.status}`)} ·{' '}
                {t('social.profile.followers', { count: person.followers_count })}
              </Typography>
            </Box>
          </Stack>
          <LanguageLevels
            size="small"
            speaking={person.speaking}
            learning={person.learning}
            label={t('social.community.languagesOf', { name })}
          />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
