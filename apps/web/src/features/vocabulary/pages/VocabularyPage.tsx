import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ROUTES, type VocabularyEntry } from '@parley/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { useDue } from '../api/quiz.ts';
import { AddWordDialog } from '../components/AddWordDialog.tsx';
import { DeleteWord } from '../components/DeleteWord.tsx';
import { WordList } from '../components/WordList.tsx';
import '../texts.ts';

/**
 * /dashboard/vocabulary: the learner's words, searched (the address keeps the search, so the command palette can
 * open a word here), added by hand or from the dictionary, deleted; the way to the quiz with what is due.
 */
export function VocabularyPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const [text, setText] = useState(query);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<VocabularyEntry | null>(null);
  const due = useDue().data?.due ?? 0;

  // The palette changes the address from outside: the box follows it (a search typed here is already in it).
  const [seen, setSeen] = useState(query);
  if (seen !== query) {
    setSeen(query);
    if (query !== text.trim()) setText(query);
  }
  useEffect(() => {
    const next = text.trim();
    if (next === query) return;
    const timer = setTimeout(() => setParams(next ? { query: next } : {}, { replace: true }), 250);
    return () => clearTimeout(timer);
  }, [text, query, setParams]);

  return (
    <Box>
      <SectionHeader title={t('vocabulary.title')} help={t('vocabulary.intro')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
        <TextField
          type="search"
          label={t('vocabulary.search')}
          helperText={t('vocabulary.searchHelp')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          fullWidth
        />
        <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
          {t('vocabulary.add')}
        </Button>
        <Button component={Link} to={ROUTES.dashboardQuizVocabulary} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
          {`${t('vocabulary.quizLink')} (${due})`}
        </Button>
      </Stack>
      <WordList
        query={query}
        onAdd={() => setAdding(true)}
        onClear={() => {
          setText('');
          setParams({}, { replace: true });
        }}
        onDelete={setDeleting}
      />
      {adding && <AddWordDialog onClose={() => setAdding(false)} />}
      {deleting && <DeleteWord word={deleting} onClose={() => setDeleting(null)} />}
    </Box>
  );
}
