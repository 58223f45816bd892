import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { REVIEW_STATUS_LABELS, ROUTES, type ReviewRequest } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, generatePath } from 'react-router';
import '../texts.ts';

/** The spec's labels: accepted "To Review", reviewed "Reviewed", denied "Denied", anything else "To Review". */
const labelOf = (status: string) => REVIEW_STATUS_LABELS[status as ReviewRequest['status']] ?? REVIEW_STATUS_LABELS.accepted;

/** One student's request: a link to the recording's feedback, and its status as a toggle (none for a denied one). */
export function ReviewRequestRow({ request, onToggle }: { request: ReviewRequest; onToggle: () => void }) {
  const { t } = useTranslation();
  const done = request.status === 'reviewed';
  return (
    <ListItem
      disablePadding
      secondaryAction={
        <Button
          size="small"
          aria-pressed={done}
          aria-label={t('review.toggle', { name: request.student_display_name, status: labelOf(request.status) })}
          startIcon={done ? <CheckCircleIcon color="success" /> : <RadioButtonUncheckedIcon />}
          onClick={onToggle}
          disabled={request.status === 'denied'}
        >
          {labelOf(request.status)}
        </Button>
      }
    >
      <ListItemButton
        component={RouterLink}
        to={generatePath(ROUTES.dashboardFeedbackItem, { feedbackId: String(request.recording_id) })}
        sx={{ pr: 18 }}
      >
        <ListItemText
          primary={request.student_display_name}
          secondary={new Date(request.created_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
        />
      </ListItemButton>
    </ListItem>
  );
}
