import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Weblink } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { weblinkName } from '../lib/weblink-name.ts';
import '../texts.ts';

interface Props {
  weblink: Weblink;
  onEdit?: (weblink: Weblink) => void;
  onDelete?: (weblink: Weblink) => void;
  /** On the owner's profile, "shared by" them would say nothing. */
  hideOwner?: boolean;
}

/** One saved link: opened in a new tab; its owner may edit or delete it, people it was shared with only open it. */
export function WeblinkItem({ weblink, onEdit, onDelete, hideOwner = false }: Props) {
  const { t } = useTranslation();
  const name = weblinkName(weblink);
  const owner = weblink.owner.display_name || weblink.owner.username;
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 1 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Link
          href={weblink.link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('weblinks.open', { title: name })}
          sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
        >
          {name}
          <OpenInNew fontSize="inherit" aria-hidden />
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {weblink.link}
        </Typography>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
          {weblink.tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" />
          ))}
          {weblink.shared && !hideOwner && (
            <Chip size="small" color="secondary" variant="outlined" label={t('weblinks.sharedBy', { name: owner })} />
          )}
          {!weblink.shared && weblink.shared_with.length > 0 && (
            <Chip size="small" variant="outlined" label={t('weblinks.sharedWithCount', { count: weblink.shared_with.length })} />
          )}
          {!weblink.shared && weblink.is_public && <Chip size="small" variant="outlined" label={t('weblinks.public')} />}
        </Stack>
      </Box>
      {!weblink.shared && onEdit && onDelete && (
        <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
          <IconButton aria-label={t('weblinks.edit', { title: name })} onClick={() => onEdit(weblink)}>
            <EditOutlined />
          </IconButton>
          <IconButton aria-label={t('weblinks.delete', { title: name })} onClick={() => onDelete(weblink)}>
            <DeleteOutlined />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}
