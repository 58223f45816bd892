import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import EventIcon from '@mui/icons-material/EventAvailable';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import TopicIcon from '@mui/icons-material/TopicOutlined';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { Slideshow } from '../../../ui/Slideshow.tsx';
import '../texts.ts';

/** In slide order: what an event is, what happens, topics, beginners, camera, meeting the same person again. */
const ICONS = [EventIcon, ChatIcon, TopicIcon, SchoolIcon, VideocamIcon, PeopleIcon];

/** The spec's "How it works" slide-show of six slides. */
export function HowItWorksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const slides = t('events.how.slides', { returnObjects: true }).map((slide, i) => {
    const Icon = ICONS[i] ?? EventIcon;
    return { ...slide, icon: <Icon fontSize="inherit" /> };
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="how-it-works-title" fullWidth maxWidth="sm">
      <DialogTitle id="how-it-works-title">{t('events.how.title')}</DialogTitle>
      <DialogContent>
        <Slideshow title={t('events.how.title')} slides={slides} headingLevel={3} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('events.page.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
