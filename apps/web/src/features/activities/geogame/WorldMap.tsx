import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { GeoPoint } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { geoEqualEarth, geoGraticule10, geoPath } from 'd3-geo';
import type { FeatureCollection } from 'geojson';
import { useId, useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import mapUrl from 'world-atlas/countries-110m.json?url';
import { VisuallyHidden } from '../../../ui/VisuallyHidden.tsx';
import { placeName } from './place-name.ts';
import '../texts.ts';

const WIDTH = 960;
const HEIGHT = 468;
const projection = geoEqualEarth().fitExtent(
  [
    [2, 2],
    [WIDTH - 2, HEIGHT - 2],
  ],
  { type: 'Sphere' },
);
const path = geoPath(projection);
const SPHERE = path({ type: 'Sphere' }) ?? '';
const GRATICULE = path(geoGraticule10()) ?? '';

/** The countries' outlines, from the world atlas shipped with the app (no tile server): fetched once, then cached. */
async function countryOutlines(): Promise<string[]> {
  const topology = (await (await fetch(mapUrl)).json()) as Topology;
  const countries = feature(topology, topology.objects.countries!) as FeatureCollection;
  return countries.features.map((country) => path(country) ?? '');
}

export interface MapPin {
  id: string;
  point: GeoPoint;
  label: string;
  tone: 'mine' | 'other' | 'city';
}

interface Props {
  label: string;
  pins: MapPin[];
  /** Guesses drawn as great-circle lines to this point (the city, once the round is over). */
  linesTo?: GeoPoint | undefined;
  /** While guessing: where this person's pin is, and how it moves (a click, or the arrow keys). */
  draft?: { point: GeoPoint | null; onMove: (point: GeoPoint) => void } | undefined;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const wrapLon = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;

/** Where a click on the drawn map is on the Earth; nothing outside the globe's outline. */
function pointAt(event: MouseEvent<SVGSVGElement>): GeoPoint | null {
  const box = event.currentTarget.getBoundingClientRect();
  const x = ((event.clientX - box.left) * WIDTH) / box.width;
  const y = ((event.clientY - box.top) * HEIGHT) / box.height;
  const inverted = projection.invert?.([x, y]);
  if (!inverted || !inverted.every(Number.isFinite)) return null;
  const [lon, lat] = inverted;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const back = projection([lon, lat]);
  return back && Math.hypot(back[0] - x, back[1] - y) < 1 ? { lat, lon } : null;
}

const TONES = { mine: '#d64545', other: '#2f80ed', city: '#1f2933' } as const;

/** Where an arrow key moves a pin (2°, or 10° with Shift; from 20° N, 0° the first time); nothing for other keys. */
function movedPin(from: GeoPoint | null, key: string, shift: boolean): GeoPoint | null {
  const step = shift ? 10 : 2;
  const at = from ?? { lat: 20, lon: 0 };
  const moves: Record<string, GeoPoint> = {
    ArrowUp: { lat: clamp(at.lat + step, -85, 85), lon: at.lon },
    ArrowDown: { lat: clamp(at.lat - step, -85, 85), lon: at.lon },
    ArrowLeft: { lat: at.lat, lon: wrapLon(at.lon - step) },
    ArrowRight: { lat: at.lat, lon: wrapLon(at.lon + step) },
  };
  return moves[key] ?? null;
}

/** Great-circle lines from each guess to the city. */
const guessLines = (pins: MapPin[], to: GeoPoint) =>
  pins
    .filter((pin) => pin.tone !== 'city')
    .map((pin) => ({
      id: pin.id,
      d:
        path({
          type: 'LineString',
          coordinates: [
            [pin.point.lon, pin.point.lat],
            [to.lon, to.lat],
          ],
        }) ?? '',
    }));

/** The pins, a star for the city, each with its label. */
function PinMarks({ pins }: { pins: MapPin[] }) {
  return pins.map((pin) => {
    const [x, y] = projection([pin.point.lon, pin.point.lat]) ?? [0, 0];
    return (
      <g key={pin.id} transform={`translate(${x},${y})`}>
        {pin.tone === 'city' ? (
          <path d="M0,-9 L2.6,-2.8 9,-2.8 3.8,1.2 5.7,7.6 0,3.8 -5.7,7.6 -3.8,1.2 -9,-2.8 -2.6,-2.8Z" fill={TONES.city} />
        ) : (
          <circle r={6} fill={TONES[pin.tone]} stroke="#fff" strokeWidth={2} />
        )}
        <text x={10} y={4} fontSize={13} fontWeight={600} fill="#1f2933" stroke="#fff" strokeWidth={3} paintOrder="stroke">
          {pin.label}
        </text>
      </g>
    );
  });
}

/**
 * The world on an equal-area projection with pins on it. While a person guesses it is one keyboard widget: a click
 * or the arrow keys move their pin, and the pin's place is read out.
 */
export function WorldMap({ label, pins, linesTo, draft }: Props) {
  const { t } = useTranslation();
  const helpId = useId();
  const outlines = useQuery({ queryKey: ['world-map'], queryFn: countryOutlines, staleTime: Infinity, gcTime: Infinity });
  const lines = useMemo(() => (linesTo ? guessLines(pins, linesTo) : []), [pins, linesTo]);

  if (outlines.isPending)
    return (
      <Box aria-busy="true">
        <VisuallyHidden>{t('activities.geogame.mapLoading')}</VisuallyHidden>
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: `${WIDTH} / ${HEIGHT}` }} />
      </Box>
    );

  const onKeyDown = (event: KeyboardEvent) => {
    const to = draft && movedPin(draft.point, event.key, event.shiftKey);
    if (!to) return;
    event.preventDefault();
    draft.onMove(to);
  };
  const shownPins = draft?.point
    ? [...pins, { id: 'draft', point: draft.point, label: t('activities.geogame.you'), tone: 'mine' as const }]
    : pins;

  return (
    <Box>
      <Box
        role={draft ? 'application' : 'img'}
        aria-label={label}
        aria-describedby={draft ? helpId : undefined}
        tabIndex={draft ? 0 : undefined}
        onKeyDown={onKeyDown}
        sx={{ borderRadius: 1, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
      >
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          aria-hidden
          style={{ display: 'block', cursor: draft ? 'crosshair' : 'default' }}
          onClick={(event) => {
            const point = draft && pointAt(event);
            if (point) draft.onMove(point);
          }}
        >
          <path d={SPHERE} fill="#e8f1fb" stroke="#9fb3c8" />
          <path d={GRATICULE} fill="none" stroke="#c9d8e6" strokeWidth={0.5} />
          {outlines.data?.map((d, i) => (
            <path key={i} d={d} fill="#f4f1e8" stroke="#a39e93" strokeWidth={0.5} />
          ))}
          {lines.map((line) => (
            <path key={line.id} d={line.d} fill="none" stroke="#5b6b7c" strokeWidth={1.5} strokeDasharray="4 3" />
          ))}
          <PinMarks pins={shownPins} />
        </svg>
      </Box>
      {draft && (
        <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('activities.geogame.mapHelp')}{' '}
          <span aria-live="polite">
            {draft.point ? t('activities.geogame.pinAt', { place: placeName(draft.point) }) : t('activities.geogame.noPin')}
          </span>
        </Typography>
      )}
    </Box>
  );
}
