import {
  companyVideosApi as api,
  type CompanyVideos,
  type VideoArrangementBody,
  type VideoEditBody,
  type VideoLinkBody,
} from '@parley/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { uploadFile, type UploadOptions } from '../../../lib/api/upload.ts';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { companyKeys } from './company.ts';

export const videosKey = [...companyKeys.all, 'videos'] as const;

export const useCompanyVideos = () => useQuery({ queryKey: videosKey, queryFn: ({ signal }) => call(api.list, { signal }) });

export const createCollection = (name: string) => call(api.createCollection, { body: { name } });
export const renameCollection = ({ id, name }: { id: number; name: string }) =>
  call(api.renameCollection, { params: { collectionId: id }, body: { name } });
export const deleteCollection = (collectionId: number) => call(api.deleteCollection, { params: { collectionId } });
export const addVideoLink = (body: VideoLinkBody) => call(api.addLink, { body });
export const editVideo = ({ id, body }: { id: number; body: VideoEditBody }) => call(api.edit, { params: { videoId: id }, body });
export const deleteVideo = (videoId: number) => call(api.delete, { params: { videoId } });
export const arrangeVideos = (body: VideoArrangementBody) => call(api.arrange, { body });

/** The title and collection go before the file: the server reads them first and refuses early. */
export const uploadVideo = (
  fields: { title: string; collection_id: number },
  file: File,
  onProgress: UploadOptions['onProgress'],
) =>
  uploadFile(api.upload, api.upload.path, file, file.name, {
    onProgress,
    fields: { title: fields.title, collection_id: String(fields.collection_id) },
  });

/** The administrator's changes all answer the whole arrangement: it replaces the cached one. */
export function useVideosChange<V>(change: (vars: V) => Promise<CompanyVideos>, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (videos) => {
      queryClient.setQueryData(videosKey, videos);
      onDone?.();
    },
  });
}

/** A drag shows its result at once; a refusal puts the server's arrangement back. */
export function useArrangeVideos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: VideoArrangementBody; optimistic: CompanyVideos }) => arrangeVideos(body),
    onMutate: ({ optimistic }) => {
      void queryClient.cancelQueries({ queryKey: videosKey });
      queryClient.setQueryData(videosKey, optimistic);
    },
    onSuccess: (videos) => queryClient.setQueryData(videosKey, videos),
    onError: (error) => {
      showFailure(error);
      void queryClient.invalidateQueries({ queryKey: videosKey });
    },
  });
}

const withWatched = (videos: CompanyVideos | undefined, id: number, watched: boolean) =>
  videos && {
    collections: videos.collections.map((c) => ({
      ...c,
      videos: c.videos.map((v) => (v.id === id ? { ...v, watched } : v)),
    })),
  };

/** Watched or not, for the caller: shown at once, put back if the server refuses. */
export function useMarkWatched() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, watched }: { id: number; watched: boolean }) =>
      call(api.watched, { params: { videoId: id }, body: { watched } }),
    onMutate: ({ id, watched }) => {
      void queryClient.cancelQueries({ queryKey: videosKey });
      queryClient.setQueryData<CompanyVideos>(videosKey, (old) => withWatched(old, id, watched));
    },
    onError: (error, { id, watched }) => {
      showFailure(error);
      queryClient.setQueryData<CompanyVideos>(videosKey, (old) => withWatched(old, id, !watched));
    },
  });
}
