import type { UserDocument } from '@parley/contracts';
import { useEffect, useState } from 'react';
import { fetchDocumentFile } from '../api/document-file.ts';

export type DocumentBlob =
  { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; url: string; text: string | null };

/** A document's bytes as an object URL (and, for text, the text), freed when the preview closes. */
export function useDocumentBlob(document: UserDocument): DocumentBlob {
  const [state, setState] = useState<DocumentBlob>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchDocumentFile(document.id, controller.signal)
      .then(async (blob) => {
        const text = document.type === 'text/plain' ? await blob.text() : null;
        url = URL.createObjectURL(new Blob([blob], { type: document.type }));
        if (!controller.signal.aborted) setState({ kind: 'ready', url, text });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', error });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [document.id, document.type]);
  return state;
}

/** Saves a document under its name, from memory. */
export async function downloadDocument(document: UserDocument) {
  const blob = await fetchDocumentFile(document.id);
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = document.name;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
