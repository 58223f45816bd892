/**
 * A learner's documents (issue 21; spec platform §2 dashboard pages, §7 "documents list"): files kept through the
 * storage port, served to their owner only. Numbers the spec does not give are ours (ADR 0062).
 */
export const DOCUMENTS_PREFIX = '/api/v1/sdk/documents';

export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** Everything one person keeps, together. */
export const DOCUMENTS_QUOTA_BYTES = 200 * 1024 * 1024;
/** Judged by the file's bytes, never its name or the type the browser claims. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'text/plain'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_NAME_MAX = 120;
export const DOCUMENTS_PAGE_SIZE = 50;

/** Sentences the server answers and the pages show. */
export const DOCUMENTS_TEXTS = {
  notFound: 'This document does not exist',
  fileRequired: 'Please choose a file to upload',
  fileType: 'Only PDF files, PNG, JPEG or WebP images and plain text files can be uploaded',
  fileTooLarge: 'The file is too large: at most 20 MB',
  quotaFull: 'Your documents would take more than your 200 MB of space. Please delete some first',
  nameRequired: 'Please give the document a name',
  nameTooLong: `A name can have at most ${DOCUMENT_NAME_MAX} characters`,
} as const;
