import { notificationApi } from '@parley/contracts';
import type { TestApp } from './test-app.ts';

/** The kinds of a member's notifications, newest first: what the modules told them. */
export async function noticeKinds(t: TestApp, headers: Record<string, string>): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: notificationApi.list.path, headers });
  return (res.json().items as { kind: string }[]).map((n) => n.kind);
}
