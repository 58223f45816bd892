import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CompanyVideo, CompanyVideos, VideoCollection } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import * as api from '../api/videos.ts';
import { AddVideoDialog } from './AddVideoDialog.tsx';
import { NameDialog } from './NameDialog.tsx';
import { VideoCollectionSection } from './VideoCollectionSection.tsx';
import '../texts.ts';

/** What the server takes after a drag: every collection in order with every one of its videos in order. */
const arrangementOf = (videos: CompanyVideos) => ({
  collections: videos.collections.map((c) => ({ id: c.id, video_ids: c.videos.map((v) => v.id) })),
});

function NewCollection() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const add = api.useVideosChange(api.createCollection, () => {
    setName('');
    showToast(t('teamContent.videos.collectionAdded'), 'success');
  });
  return (
    <Stack
      component="form"
      noValidate
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate(name, { onError: showFailure });
      }}
    >
      <TextField
        size="small"
        label={t('teamContent.videos.collectionName')}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" variant="outlined" disabled={add.isPending || name.trim() === ''}>
        {t('teamContent.videos.addCollection')}
      </Button>
    </Stack>
  );
}

type Dialogs =
  | { kind: 'add'; collection: VideoCollection }
  | { kind: 'rename'; collection: VideoCollection }
  | { kind: 'deleteCollection'; collection: VideoCollection }
  | { kind: 'edit'; video: CompanyVideo }
  | { kind: 'deleteVideo'; video: CompanyVideo }
  | null;

/** The dialogs the panel opens: add, rename, edit, and the two deletions. */
function VideoDialogs({
  dialog,
  collections,
  onClose: close,
}: {
  dialog: Dialogs;
  collections: VideoCollection[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toastThenClose = (text: string) => () => {
    showToast(text, 'success');
    close();
  };
  const rename = api.useVideosChange(api.renameCollection, toastThenClose(t('teamContent.videos.renamed')));
  const edit = api.useVideosChange(api.editVideo, toastThenClose(t('teamContent.videos.saved')));
  const dropCollection = api.useVideosChange(api.deleteCollection, toastThenClose(t('teamContent.videos.collectionDeleted')));
  const dropVideo = api.useVideosChange(api.deleteVideo, toastThenClose(t('teamContent.videos.deleted')));
  return (
    <>
      <AddVideoDialog collection={dialog?.kind === 'add' ? dialog.collection : null} onClose={close} />
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={t('teamContent.videos.renameTitle')}
          label={t('teamContent.videos.collectionName')}
          initial={dialog.collection.name}
          busy={rename.isPending}
          error={rename.error}
          onClose={close}
          onSave={(name) => rename.mutate({ id: dialog.collection.id, name })}
        />
      )}
      {dialog?.kind === 'edit' && (
        <NameDialog
          title={t('teamContent.videos.dialogEdit')}
          label={t('teamContent.videos.videoTitle')}
          initial={dialog.video.title}
          collections={collections}
          initialCollection={dialog.video.collection_id}
          busy={edit.isPending}
          error={edit.error}
          onClose={close}
          onSave={(title, collectionId) =>
            edit.mutate({ id: dialog.video.id, body: { title, collection_id: collectionId ?? dialog.video.collection_id } })
          }
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'deleteCollection'}
        title={t('teamContent.videos.deleteCollectionTitle', {
          name: dialog?.kind === 'deleteCollection' ? dialog.collection.name : '',
        })}
        text={t('teamContent.videos.deleteCollectionText')}
        confirmLabel={t('teamContent.videos.deleteCollection')}
        busy={dropCollection.isPending}
        onClose={close}
        onConfirm={() =>
          dialog?.kind === 'deleteCollection' && dropCollection.mutate(dialog.collection.id, { onError: showFailure })
        }
      />
      <ConfirmDialog
        open={dialog?.kind === 'deleteVideo'}
        title={t('teamContent.videos.deleteTitle', { title: dialog?.kind === 'deleteVideo' ? dialog.video.title : '' })}
        text={t('teamContent.videos.deleteText')}
        confirmLabel={t('teamContent.videos.delete')}
        busy={dropVideo.isPending}
        onClose={close}
        onConfirm={() => dialog?.kind === 'deleteVideo' && dropVideo.mutate(dialog.video.id, { onError: showFailure })}
      />
    </>
  );
}

/** The administrator's videos: collections in order, videos dragged within them, and the dialogs that change them. */
export function VideosPanel() {
  const { t } = useTranslation();
  const videos = api.useCompanyVideos();
  const arrange = api.useArrangeVideos();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const close = () => setDialog(null);
  if (videos.isPending) return <PageSkeleton />;
  if (videos.isError) return <ErrorAlert error={videos.error} />;
  const { collections } = videos.data;
  const rearrange = (next: VideoCollection[]) => {
    const optimistic = { collections: next };
    arrange.mutate({ body: arrangementOf(optimistic), optimistic });
  };
  const move = (place: number, delta: -1 | 1) => {
    const next = [...collections];
    [next[place], next[place + delta]] = [next[place + delta]!, next[place]!];
    rearrange(next);
  };
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('teamContent.videos.intro')}</Typography>
      <NewCollection />
      {collections.length === 0 && <EmptyState title={t('teamContent.videos.none')} hint={t('teamContent.videos.noneHint')} />}
      {collections.map((collection, place) => (
        <VideoCollectionSection
          key={collection.id}
          collection={collection}
          place={place}
          count={collections.length}
          onMove={(delta) => move(place, delta)}
          onReorder={(next) => rearrange(collections.map((c) => (c.id === collection.id ? { ...c, videos: next } : c)))}
          onAdd={() => setDialog({ kind: 'add', collection })}
          onRename={() => setDialog({ kind: 'rename', collection })}
          onDelete={() => setDialog({ kind: 'deleteCollection', collection })}
          onEditVideo={(video) => setDialog({ kind: 'edit', video })}
          onDeleteVideo={(video) => setDialog({ kind: 'deleteVideo', video })}
        />
      ))}
      <VideoDialogs dialog={dialog} collections={collections} onClose={close} />
    </Stack>
  );
}
