import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AVATAR_GROUP_MAX, shownName, type Event } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import '../texts.ts';

/** Up to four faces (the spec's avatar group) and the count in words, which is what screen readers get. */
export function ParticipantAvatars({ event }: { event: Event }) {
  const { t } = useTranslation();
  if (event.participants_count === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <AvatarGroup
        max={AVATAR_GROUP_MAX}
        total={event.participants_count}
        aria-hidden
        sx={{ '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 14 } }}
      >
        {event.participants.map((person) => (
          <UserAvatar key={person.id} name={shownName(person)} image={person.image} size={28} />
        ))}
      </AvatarGroup>
      <Typography variant="body2" color="text.secondary">
        {t('events.page.participants', { count: event.participants_count })}
      </Typography>
    </Stack>
  );
}
