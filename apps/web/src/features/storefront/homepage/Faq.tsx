import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { TEACHER_FREE_TRIAL_DAYS } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { textOn } from '../lib/contrast.ts';
import { PageSection } from './PageSection.tsx';
import '../texts.ts';

const QUESTIONS = ['trial', 'speed'] as const;

/** The spec's two fixed questions, on the teacher's FAQ colour. */
export function Faq({ background, days }: { background: string; days: number }) {
  const { t } = useTranslation();
  return (
    <PageSection id="faq" title={t('storefront.page.faq')} background={background} color={textOn(background)}>
      {QUESTIONS.map((question) => (
        <Accordion key={question} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${question}`} id={`faq-${question}-title`}>
            {/* The summary is already a level-3 heading (MUI's accordion heading). */}
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {t(`storefront.page.faqs.${question}.q`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${question}`}>
            <Typography>{t(`storefront.page.faqs.${question}.a`, { trial: TEACHER_FREE_TRIAL_DAYS, count: days })}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </PageSection>
  );
}
