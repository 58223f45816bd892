import { socialApi, type ReportBody } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const report = (body: ReportBody) => call(socialApi.report, { body });
