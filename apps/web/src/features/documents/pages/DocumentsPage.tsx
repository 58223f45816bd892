import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { UserDocument } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { deleteDocument } from '../api/delete-document.ts';
import { useDocumentsList, useRefreshDocuments } from '../api/list-documents.ts';
import { DocumentTable, type DocumentAction } from '../components/DocumentTable.tsx';
import { PreviewDialog } from '../components/PreviewDialog.tsx';
import { RenameDialog } from '../components/RenameDialog.tsx';
import { SpaceUsed } from '../components/SpaceUsed.tsx';
import { UploadButton } from '../components/UploadButton.tsx';
import { downloadDocument } from '../lib/use-document-blob.ts';
import '../texts.ts';

/** /dashboard/documents: upload with progress, the list with the space used, and each document's actions. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const list = useDocumentsList();
  const refresh = useRefreshDocuments();
  const [previewing, setPreviewing] = useState<UserDocument | null>(null);
  const [renaming, setRenaming] = useState<UserDocument | null>(null);
  const [deleting, setDeleting] = useState<{ document: UserDocument; busy: boolean } | null>(null);

  const act = (action: DocumentAction, document: UserDocument) => {
    if (action === 'preview') setPreviewing(document);
    else if (action === 'rename') setRenaming(document);
    else if (action === 'delete') setDeleting({ document, busy: false });
    else downloadDocument(document).catch(showFailure);
  };
  const remove = async (document: UserDocument) => {
    setDeleting({ document, busy: true });
    try {
      await deleteDocument(document.id);
      showToast(t('documents.deleted'), 'success');
      await refresh();
      setDeleting(null);
    } catch (error) {
      showFailure(error);
      setDeleting(null);
    }
  };

  const first = list.data?.pages[0];
  const documents = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack spacing={3}>
      <SectionHeader title={t('documents.title')} help={t('documents.intro')} />
      <UploadButton onUploaded={() => void refresh()} />
      {list.isPending ? (
        <Skeleton variant="rounded" height={160} role="status" aria-label={t('app.loading')} />
      ) : list.isError ? (
        <ErrorAlert error={list.error} />
      ) : (
        <>
          {first && <SpaceUsed used={first.used_bytes} quota={first.quota_bytes} />}
          {documents.length === 0 ? (
            <EmptyState title={t('documents.empty')} hint={t('documents.emptyHint')} />
          ) : (
            <DocumentTable documents={documents} onAction={act} />
          )}
          {list.hasNextPage && (
            <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} sx={{ alignSelf: 'center' }}>
              {t('documents.seeMore')}
            </Button>
          )}
        </>
      )}
      <PreviewDialog document={previewing} onClose={() => setPreviewing(null)} />
      {renaming && <RenameDialog document={renaming} onClose={() => setRenaming(null)} onRenamed={() => void refresh()} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('documents.deleteTitle')}
        text={t('documents.deleteText', { name: deleting?.document.name ?? '' })}
        confirmLabel={t('documents.deleteConfirm')}
        busy={deleting?.busy ?? false}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting.document)}
      />
    </Stack>
  );
}
