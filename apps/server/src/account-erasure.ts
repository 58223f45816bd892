import type { Config } from './config.ts';
import { eraseDueAccounts } from './modules/auth/index.ts';
import { planErasure } from './modules/billing/plan-erasure.ts';
import { replyFiles } from './modules/classroom/erased-files.ts';
import { teamErasure } from './modules/company/team-erasure.ts';
import { documentFiles } from './modules/documents/erased-files.ts';
import { commentFiles } from './modules/feedback/review/erased-files.ts';
import { recordingFiles } from './modules/recordings/erased-files.ts';
import { uploadFiles } from './modules/storage/erased-files.ts';
import { teacherPlansErasure } from './modules/storefront/teacher-plans-erasure.ts';
import type { Platform } from './platform/index.ts';

/**
 * The erasure of accounts past their grace (ADR 0079) with every module's part in it: payments ended first (learner
 * plans, teachers' plans both ways, an organisation's seats), then the rows, then the files. Built from the platform
 * alone, as the worker that runs it may serve no module's routes; main.ts runs it in its housekeeping sweep.
 */
export function createAccountErasure(deps: {
  config: Pick<Config, 'PUBLIC_URL'>;
  platform: Platform;
  log: { warn(obj: object, msg: string): void };
}): () => Promise<number> {
  const { payments, mail, clock, storage } = deps.platform;
  const db = deps.platform.database.db;
  const parts = [
    planErasure({ db, payments }),
    teacherPlansErasure({ db, payments, mail, publicUrl: deps.config.PUBLIC_URL }),
    teamErasure({ db, payments }),
    recordingFiles,
    commentFiles,
    replyFiles,
    documentFiles,
    uploadFiles,
  ];
  return () => eraseDueAccounts({ db, clock, mail, storage, parts, log: deps.log });
}
