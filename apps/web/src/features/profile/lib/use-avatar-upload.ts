import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { uploadImage } from '../api/upload-image.ts';
import type { CropSource } from '../components/AvatarCropDialog.tsx';
import { cropToBlob, loadImage, MIN_CROP_PX } from './crop-image.ts';
import { checkImageFile, type ImageType } from './image-file.ts';
import '../texts.ts';

interface Picked extends CropSource {
  image: HTMLImageElement;
  type: ImageType;
}

interface Options {
  /** The URL of the uploaded, cropped image. */
  onUploaded: (url: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/** A new avatar: the file checked and loaded, then (once cropped) cut and uploaded with progress; leaving aborts it. */
export function useAvatarUpload({ onUploaded, onUploadingChange }: Options) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const release = (source: Picked | null) => {
    if (source) URL.revokeObjectURL(source.url);
    setPicked(null);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const check = await checkImageFile(file);
    if (!check.ok) return setError(contractText(check.error));
    const url = URL.createObjectURL(file);
    try {
      const loaded = await loadImage(url);
      if (loaded.naturalWidth < MIN_CROP_PX || loaded.naturalHeight < MIN_CROP_PX) {
        URL.revokeObjectURL(url);
        return setError(t('profile.avatar.tooSmall', { min: MIN_CROP_PX }));
      }
      setPicked({ url, image: loaded, type: check.type, width: loaded.naturalWidth, height: loaded.naturalHeight });
    } catch {
      URL.revokeObjectURL(url);
      setError(t('profile.avatar.unreadable'));
    }
  };

  const onCrop = async (area: Area) => {
    const source = picked;
    if (!source) return;
    release(source);
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    onUploadingChange(true);
    try {
      const blob = await cropToBlob(source.image, area, source.type);
      const url = await uploadImage(blob, source.type === 'image/png' ? 'avatar.png' : 'avatar.jpg', {
        onProgress: setProgress,
        signal: controller.signal,
      });
      onUploaded(url);
    } catch (err) {
      if (!controller.signal.aborted) setError(contractText(failureText(err)));
    } finally {
      if (!controller.signal.aborted) {
        setProgress(null);
        onUploadingChange(false);
      }
    }
  };

  return { picked, error, progress, onFile, onCrop, cancel: () => release(picked) };
}
