import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PROGRESS_OTHER_CATEGORY, type Progress } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { dayMonth } from '../../../lib/format/date-time.ts';
import { readableSlug } from '../../../lib/format/readable-slug.ts';
import { ChartFigure } from './ChartFigure.tsx';
import '../texts.ts';

const HEIGHT = 260;

interface ChartProps {
  progress: Progress;
  /** Drawn at once for readers who asked for less motion. */
  still: boolean;
}

function WeeksChart({ progress, still }: ChartProps) {
  const { t } = useTranslation();
  const labels = progress.weeks.map((w) => dayMonth(w.week));
  const series = (['sessions', 'recordings', 'words_collected', 'minutes_spoken'] as const).map((key) => ({
    key,
    label: t(`progress.weeks.${key === 'words_collected' ? 'wordsCollected' : key === 'minutes_spoken' ? 'minutesSpoken' : key}`),
    data: progress.weeks.map((w) => w[key]),
  }));
  return (
    <ChartFigure
      title={t('progress.weeks.title')}
      caption={t('progress.weeks.caption')}
      table={{
        columns: [t('progress.weeks.week'), ...series.map((s) => s.label)],
        rows: labels.map((label, i) => [label, ...series.map((s) => s.data[i]!)]),
      }}
    >
      <BarChart
        height={HEIGHT}
        skipAnimation={still}
        // Every other week named, so the labels do not run into each other on a narrow chart.
        xAxis={[{ scaleType: 'band', data: labels, tickLabelInterval: (_value, index) => index % 2 === 1 }]}
        series={series.map(({ data, label }) => ({ data, label }))}
      />
    </ChartFigure>
  );
}

/** The recordings along the x axis by position (two on one day stay apart), labelled by their day. */
function recordingAxis(progress: Progress) {
  const labels = progress.recordings.map((r) => dayMonth(r.created_at));
  return { labels, axis: { data: progress.recordings.map((_, i) => i), valueFormatter: (i: number) => labels[i] ?? '' } };
}

function FluencyChart({ progress, still }: ChartProps) {
  const { t } = useTranslation();
  const { labels, axis } = recordingAxis(progress);
  const wpm = progress.recordings.map((r) => r.words_per_minute);
  const fillers = progress.recordings.map((r) => r.fillers_per_minute);
  return (
    <ChartFigure
      title={t('progress.fluency.title')}
      caption={t('progress.fluency.caption')}
      table={{
        columns: [t('progress.fluency.recording'), t('progress.fluency.wordsPerMinute'), t('progress.fluency.fillersPerMinute')],
        rows: labels.map((label, i) => [label, wpm[i]!, fillers[i]!]),
      }}
    >
      <LineChart
        height={HEIGHT}
        skipAnimation={still}
        xAxis={[{ scaleType: 'point', ...axis }]}
        series={[
          { data: wpm, label: t('progress.fluency.wordsPerMinute'), showMark: true },
          { data: fillers, label: t('progress.fluency.fillersPerMinute'), showMark: true },
        ]}
      />
    </ChartFigure>
  );
}

function GrammarChart({ progress, still }: ChartProps) {
  const { t } = useTranslation();
  const { labels, axis } = recordingAxis(progress);
  const series = progress.grammar_categories.map((c) => ({
    label: c === PROGRESS_OTHER_CATEGORY ? t('progress.grammar.other') : readableSlug(c),
    data: progress.recordings.map((r) => r.grammar_by_category[c] ?? 0),
  }));
  return (
    <ChartFigure
      title={t('progress.grammar.title')}
      caption={t('progress.grammar.caption')}
      table={{
        columns: [t('progress.fluency.recording'), ...series.map((s) => s.label)],
        rows: labels.map((label, i) => [label, ...series.map((s) => s.data[i]!)]),
      }}
    >
      <BarChart
        height={HEIGHT}
        skipAnimation={still}
        xAxis={[{ scaleType: 'band', ...axis }]}
        series={series.map((s) => ({ ...s, stack: 'grammar' }))}
      />
    </ChartFigure>
  );
}

function PronunciationChart({ progress, still }: ChartProps) {
  const { t } = useTranslation();
  const { labels, axis } = recordingAxis(progress);
  const scores = progress.recordings.map((r) => r.pronunciation_score);
  return (
    <ChartFigure
      title={t('progress.pronunciation.title')}
      caption={t('progress.pronunciation.caption')}
      table={{
        columns: [t('progress.fluency.recording'), t('progress.pronunciation.score')],
        rows: labels.map((label, i) => [label, scores[i]!]),
      }}
    >
      <LineChart
        height={HEIGHT}
        skipAnimation={still}
        xAxis={[{ scaleType: 'point', ...axis }]}
        yAxis={[{ min: 0, max: 100 }]}
        // Marks show a single recording, which draws no line.
        series={[{ data: scores, label: t('progress.pronunciation.score'), showMark: true }]}
      />
    </ChartFigure>
  );
}

/**
 * The progress charts (MUI X Charts, loaded with this module only): the weeks as bars, and the recordings' fluency,
 * grammar by kind and pronunciation over time. Each chart's numbers are also a table.
 */
export default function ProgressCharts({ progress }: { progress: Progress }) {
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
      <WeeksChart progress={progress} still={still} />
      {progress.recordings.length > 0 && (
        <>
          <FluencyChart progress={progress} still={still} />
          <GrammarChart progress={progress} still={still} />
          <PronunciationChart progress={progress} still={still} />
        </>
      )}
    </Box>
  );
}
