import { COMPANY_TEXTS, teamQuestionId, type Workshop } from '@parley/contracts';
import { notFound } from '../../errors.ts';
import type { RegistrationCodeOwner } from '../../plugins/registration-codes.ts';
import type { Db } from '../../platform/db/port.ts';
import { BUILT_IN_QUESTIONS, type BankQuestion, type QuestionBank } from '../interview/public.ts';
import { administered } from './company.service.ts';
import { byJoinCode, memberCount, roleOf } from './company.store.ts';
import { teamQuestionsFor } from './questions.store.ts';

/**
 * The practice workshops' bank for a viewer (ADR 0073): the built-in questions and, for a member of an organisation,
 * the ones it wrote for that workshop (TEAM-<id>, asked first within the slider's tolerance).
 */
export function teamQuestionBank(db: Db): QuestionBank {
  return {
    async questionsFor(workshop: Workshop, viewer: { id: number }) {
      const own = await teamQuestionsFor(db, viewer.id, workshop);
      if (own.length === 0) return BUILT_IN_QUESTIONS[workshop];
      const team = own.map((q): BankQuestion => ({
        id: teamQuestionId(q.id),
        text: q.question,
        kind: q.type ?? `Part ${q.part}`,
        cueCard: q.cueCard,
        difficulty: q.difficulty,
        preferred: true,
      }));
      return [...BUILT_IN_QUESTIONS[workshop], ...team];
    },
  };
}

/**
 * Whether the caller administers the organisation the member belongs to; otherwise the refusal the company's own
 * administrator calls give: 404 outside any organisation, 403 for a member, 404 for someone not in it.
 */
export async function assertAdministers(db: Db, adminId: number, memberId: number): Promise<void> {
  const company = await administered(db, adminId);
  if (!(await roleOf(db, company.id, memberId))) throw notFound(COMPANY_TEXTS.memberNotFound);
}

/**
 * Sign-up's check of a registration code (ADR 0072, ADR 0075): an organisation's code is welcome while a seat is free;
 * otherwise the form says so under the field and nothing is made. The seat itself is taken when the account exists
 * (`account.created`). A code no organisation has is left to campaigns and ambassadors.
 */
export const organisationCodes: RegistrationCodeOwner = {
  kind: 'organisation',
  async check(db, code) {
    const company = await byJoinCode(db, code);
    if (!company) return undefined;
    if ((await memberCount(db, company.id)) >= company.seats) return { accepted: false, refusal: COMPANY_TEXTS.noFreeSeat };
    return { accepted: true };
  },
};
