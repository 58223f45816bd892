import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GeoRound } from '@parley/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WorldMap, type MapPin } from './WorldMap.tsx';
import '../texts.ts';

interface Props {
  round: GeoRound;
  meId: number;
  nameOf: (userId: number) => string;
}

/** A finished round: the city and the pins on the map, how far each was and its points, and the useful words. */
export function RoundResults({ round, meId, nameOf }: Props) {
  const { t, i18n } = useTranslation();
  const tableId = useId();
  const wordsId = useId();
  const pins: MapPin[] = [
    ...round.guesses.map((guess) => ({
      id: String(guess.user_id),
      point: guess,
      label: nameOf(guess.user_id),
      tone: guess.user_id === meId ? ('mine' as const) : ('other' as const),
    })),
    { id: 'city', point: round.city, label: round.city.name, tone: 'city' },
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <WorldMap label={t('activities.geogame.resultsMap')} pins={pins} linesTo={round.city} />
      <section aria-labelledby={tableId}>
        <Typography id={tableId} variant="subtitle2" component="h3">
          {t('activities.geogame.roundTable')}
        </Typography>
        {round.guesses.length === 0 ? (
          <Typography>{t('activities.geogame.noGuesses')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('activities.geogame.player')}</TableCell>
                <TableCell align="right">{t('activities.geogame.distance')}</TableCell>
                <TableCell align="right">{t('activities.geogame.points')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {round.guesses.map((guess) => (
                <TableRow key={guess.user_id}>
                  <TableCell>{nameOf(guess.user_id)}</TableCell>
                  <TableCell align="right">
                    {t('activities.geogame.km', { km: guess.distance_km.toLocaleString(i18n.language) })}
                  </TableCell>
                  <TableCell align="right">{guess.points}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('activities.geogame.describerPoints', { name: nameOf(round.describer_id), points: round.describer_points })}
        </Typography>
      </section>
      <section aria-labelledby={wordsId}>
        <Typography id={wordsId} variant="subtitle2" component="h3">
          {t('activities.geogame.usefulWords')}
        </Typography>
        <List dense disablePadding>
          {round.useful_words.map(({ phrase, example }) => (
            <ListItem key={phrase} disableGutters>
              <ListItemText primary={phrase} secondary={example} />
            </ListItem>
          ))}
        </List>
      </section>
    </Box>
  );
}
