import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { maxZoomFor } from '../lib/crop-image.ts';
import '../texts.ts';

export interface CropSource {
  /** A blob URL of the picked file. */
  url: string;
  width: number;
  height: number;
}

interface AvatarCropDialogProps {
  source: CropSource | null;
  onCancel: () => void;
  onCrop: (area: Area) => void;
}

/**
 * A square crop of the picked image. The zoom stops where the square would be smaller than 200×200
 * pixels of the source. MUI's dialog keeps focus inside and gives it back to the picker when it closes.
 */
export function AvatarCropDialog({ source, onCancel, onCrop }: AvatarCropDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const zoomLabelId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const maxZoom = source ? maxZoomFor(source.width, source.height) : 1;

  const reset = () => {
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
  };

  return (
    <Dialog
      open={source !== null}
      onClose={onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: reset } }}
    >
      <DialogTitle id={titleId}>{t('profile.crop.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('profile.crop.help')}</DialogContentText>
        {source && (
          <Box
            sx={{ position: 'relative', height: { xs: 260, sm: 340 }, bgcolor: 'grey.900', borderRadius: 3, overflow: 'hidden' }}
          >
            <Cropper
              image={source.url}
              crop={crop}
              zoom={zoom}
              minZoom={1}
              maxZoom={maxZoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              cropperProps={{ role: 'group', 'aria-label': t('profile.crop.area') }}
              mediaProps={{ alt: t('profile.crop.imageAlt') }}
            />
          </Box>
        )}
        <Typography id={zoomLabelId} sx={{ mt: 2 }}>
          {t('profile.crop.zoom')}
        </Typography>
        <Slider
          value={zoom}
          min={1}
          max={maxZoom}
          step={0.01}
          disabled={maxZoom <= 1}
          onChange={(_, value) => typeof value === 'number' && setZoom(value)}
          slotProps={{ input: { 'aria-labelledby': zoomLabelId, autoFocus: true } }}
          getAriaValueText={(value) => `${Math.round(value * 100)}%`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('profile.crop.cancel')}</Button>
        <Button variant="contained" disabled={!area} onClick={() => area && onCrop(area)}>
          {t('profile.crop.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
