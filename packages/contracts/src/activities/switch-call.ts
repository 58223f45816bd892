import { endpoint } from '../common/endpoint.ts';
import { ACTIVITIES_PREFIX } from './activities.constants.ts';
import * as s from './activities.schemas.ts';

/** A host's start or exit of an activity for a room or every room (ADR 0048). */
export const switchCall = (activity: string, verb: 'start' | 'exit', summary: string) =>
  endpoint({
    method: 'POST',
    path: `${ACTIVITIES_PREFIX}/${activity}/${verb}`,
    summary,
    auth: 'access',
    body: s.activityTargetSchema,
    status: 200,
    response: s.activityChangedSchema,
  });
