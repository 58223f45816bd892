import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_COLLECTIONS_MAX,
  COMPANY_CONTENT_TEXTS as C,
  COMPANY_TEXTS as T,
  COMPANY_VIDEOS_MAX,
  companyVideosSchema,
  type CompanyVideos,
} from '@parley/contracts';
import * as z from 'zod/mini';
import { companyVideoCollections, companyVideos } from '../../db/schema/index.ts';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { companyCall as call, organisation, person, type Person } from './content-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof call>>;
const arrangement = (res: Res, status = 200): CompanyVideos => {
  expect(res.statusCode, res.body).toBe(status);
  return z.parse(companyVideosSchema, res.json());
};
const videosOf = async (who: Person) => arrangement(await call(t, who, 'GET', '/videos'));
const addCollection = async (who: Person, name: string) =>
  arrangement(await call(t, who, 'POST', '/videos/collections', { name }), 201).collections.at(-1)!.id;
const addLink = async (who: Person, collection_id: number, link: string, title = 'Clip') =>
  arrangement(await call(t, who, 'POST', '/videos', { title, collection_id, link }), 201);
const titles = (videos: CompanyVideos) => videos.collections.map((c) => [c.name, c.videos.map((v) => v.title)]);

describe('training videos by link', () => {
  it('reads YouTube and Vimeo links into the provider and id alone, and refuses anything else', async () => {
    const { admin } = await organisation(t, 0);
    const shelf = await addCollection(admin, 'Onboarding');
    const links: [string, object][] = [
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', { kind: 'youtube', video_id: 'dQw4w9WgXcQ' }],
      ['https://youtube.com/shorts/aBcDeFgHiJ_', { kind: 'youtube', video_id: 'aBcDeFgHiJ_' }],
      ['https://youtu.be/dQw4w9WgXcQ?si=share', { kind: 'youtube', video_id: 'dQw4w9WgXcQ' }],
      ['https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1', { kind: 'youtube', video_id: 'dQw4w9WgXcQ' }],
      ['https://vimeo.com/76979871', { kind: 'vimeo', video_id: '76979871', hash: null }],
      ['https://vimeo.com/76979871/abcdef1234', { kind: 'vimeo', video_id: '76979871', hash: 'abcdef1234' }],
      ['https://player.vimeo.com/video/76979871?h=abcdef1234', { kind: 'vimeo', video_id: '76979871', hash: 'abcdef1234' }],
    ];
    for (const [link, source] of links) {
      const added = await addLink(admin, shelf, link);
      expect(added.collections[0]!.videos.at(-1)!.source).toEqual(source);
    }
    const refused = [
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
      'https://evil.test/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)//https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://vimeo.com/channels/staffpicks',
      'ftp://vimeo.com/76979871',
      '',
    ];
    for (const link of refused) {
      const error = expectError(
        await call(t, admin, 'POST', '/videos', { title: 'X', collection_id: shelf, link }),
        400,
        'VALIDATION_ERROR',
      );
      expect(error.errors?.[0]).toEqual({ loc: ['body', 'link'], msg: C.videoLinkInvalid });
    }
    const noTitle = await call(t, admin, 'POST', '/videos', { title: ' ', collection_id: shelf, link: links[0]![0] });
    expect(expectError(noTitle, 400, 'VALIDATION_ERROR').errors?.[0]?.msg).toBe(C.videoTitleRequired);
    const tooLong = await call(t, admin, 'POST', '/videos/collections', { name: 'x'.repeat(61) });
    expect(expectError(tooLong, 400, 'VALIDATION_ERROR').errors?.[0]?.msg).toBe(C.collectionNameTooLong);
    // What was pasted is never kept or answered: only the ids come back.
    const body = (await call(t, admin, 'GET', '/videos')).body;
    expect(body).not.toMatch(/iframe|watch\?v=|youtu\.be|shorts|https?:/);
  });

  it('shows members the arrangement and refuses the rest of the world', async () => {
    const { admin, members } = await organisation(t, 1);
    const [member] = members as [Person];
    const outsider = await person(t);
    const shelf = await addCollection(admin, 'Interviews');
    const video = (await addLink(admin, shelf, 'https://youtu.be/dQw4w9WgXcQ', 'STAR answers')).collections[0]!.videos[0]!;
    expect(titles(await videosOf(member))).toEqual([['Interviews', ['STAR answers']]]);
    expectError(await call(t, outsider, 'GET', '/videos'), 404, 'NOT_FOUND', T.notFound);
    expect((await call(t, null, 'GET', '/videos')).statusCode).toBe(401);

    const changes = [
      ['POST', '/videos/collections', { name: 'More' }],
      ['PATCH', `/videos/collections/${shelf}`, { name: 'More' }],
      ['DELETE', `/videos/collections/${shelf}`, undefined],
      ['PUT', '/videos/arrangement', { collections: [{ id: shelf, video_ids: [video.id] }] }],
      ['POST', '/videos', { title: 'X', collection_id: shelf, link: 'https://youtu.be/dQw4w9WgXcQ' }],
      ['PATCH', `/videos/${video.id}`, { title: 'X', collection_id: shelf }],
      ['DELETE', `/videos/${video.id}`, undefined],
    ] as const;
    for (const [method, path, body] of changes) {
      expectError(await call(t, member, method, path, body), 403, 'FORBIDDEN', T.adminsOnly);
      expectError(await call(t, outsider, method, path, body), 404, 'NOT_FOUND', T.notFound);
      expect((await call(t, null, method, path, body)).statusCode).toBe(401);
    }
    expect(titles(await videosOf(member))).toEqual([['Interviews', ['STAR answers']]]);
  });
});

describe('arranging', () => {
  it('orders collections and videos by the whole arrangement, moves, renames and deletes', async () => {
    const { admin } = await organisation(t, 0);
    const first = await addCollection(admin, 'First');
    const second = await addCollection(admin, 'Second');
    for (const title of ['A', 'B', 'C']) await addLink(admin, first, 'https://vimeo.com/76979871', title);
    const [a, b, c] = (await videosOf(admin)).collections[0]!.videos.map((v) => v.id) as [number, number, number];
    const arranged = await call(t, admin, 'PUT', '/videos/arrangement', {
      collections: [
        { id: second, video_ids: [c] },
        { id: first, video_ids: [b, a] },
      ],
    });
    expect(titles(arrangement(arranged))).toEqual([
      ['Second', ['C']],
      ['First', ['B', 'A']],
    ]);
    // An arrangement that leaves out, repeats or adds anything was made from an old page; nothing changes.
    const both = (x: number[], y: number[]) => [
      { id: second, video_ids: x },
      { id: first, video_ids: y },
    ];
    for (const collections of [
      [{ id: second, video_ids: [c, b, a] }],
      both([c, c], [b, a]),
      both([c], [b]),
      both([c], [b, a, 99_999_999]),
    ]) {
      expectError(await call(t, admin, 'PUT', '/videos/arrangement', { collections }), 409, 'CONFLICT', C.arrangementStale);
    }
    expect(titles(await videosOf(admin))[1]).toEqual(['First', ['B', 'A']]);

    // Moving a video puts it last in its new collection.
    const moved = arrangement(await call(t, admin, 'PATCH', `/videos/${a}`, { title: 'A again', collection_id: second }));
    expect(titles(moved)[0]).toEqual(['Second', ['C', 'A again']]);
    const renamed = arrangement(await call(t, admin, 'PATCH', `/videos/collections/${first}`, { name: 'Later' }));
    expect(titles(renamed)[1]).toEqual(['Later', ['B']]);
    const other = await organisation(t, 0);
    const theirs = await addCollection(other.admin, 'Theirs');
    const intoTheirs = await call(t, admin, 'PATCH', `/videos/${b}`, { title: 'B', collection_id: theirs });
    expectError(intoTheirs, 404, 'NOT_FOUND', C.collectionNotFound);
    expectError(
      await call(t, other.admin, 'PATCH', `/videos/${b}`, { title: 'B', collection_id: theirs }),
      404,
      'NOT_FOUND',
      C.videoNotFound,
    );
    expectError(await call(t, other.admin, 'DELETE', `/videos/collections/${first}`), 404, 'NOT_FOUND', C.collectionNotFound);
    const linkInto = { title: 'X', collection_id: theirs, link: 'https://vimeo.com/76979871' };
    expectError(await call(t, admin, 'POST', '/videos', linkInto), 404, 'NOT_FOUND', C.collectionNotFound);

    expect(titles(arrangement(await call(t, admin, 'DELETE', `/videos/${c}`)))[0]).toEqual(['Second', ['A again']]);
    expectError(await call(t, admin, 'DELETE', `/videos/${c}`), 404, 'NOT_FOUND', C.videoNotFound);
    expect(titles(arrangement(await call(t, admin, 'DELETE', `/videos/collections/${first}`)))).toEqual([
      ['Second', ['A again']],
    ]);
  });

  it('stops at the limits on collections and videos', async () => {
    const { id, admin } = await organisation(t, 0);
    const rows = Array.from({ length: COMPANY_COLLECTIONS_MAX }, (_, position) => ({
      companyId: id,
      name: `C${position}`,
      position,
    }));
    const [shelf] = await t.db.insert(companyVideoCollections).values(rows).returning();
    expectError(await call(t, admin, 'POST', '/videos/collections', { name: 'One more' }), 409, 'CONFLICT', C.tooManyCollections);
    const video = { companyId: id, collectionId: shelf!.id, title: 'V', source: 'vimeo' as const, externalId: '1' };
    await t.db
      .insert(companyVideos)
      .values(Array.from({ length: COMPANY_VIDEOS_MAX }, (_, position) => ({ ...video, position })));
    const link = { title: 'One more', collection_id: shelf!.id, link: 'https://vimeo.com/76979871' };
    expectError(await call(t, admin, 'POST', '/videos', link), 409, 'CONFLICT', C.tooManyVideos);
  });
});

describe('watched', () => {
  it('is kept per member: marked and unmarked by them alone, and only on their organisation’s videos', async () => {
    const { admin, members } = await organisation(t, 2);
    const [ann, bob] = members as [Person, Person];
    const shelf = await addCollection(admin, 'Basics');
    const video = (await addLink(admin, shelf, 'https://youtu.be/dQw4w9WgXcQ')).collections[0]!.videos[0]!;
    expect(video.watched).toBe(false);
    const mark = (who: Person, watched: boolean, id = video.id) => call(t, who, 'PUT', `/videos/${id}/watched`, { watched });
    expect((await mark(ann, true)).json()).toEqual({ video_id: video.id, watched: true });
    expect((await mark(ann, true)).statusCode).toBe(200);
    const watched = async (who: Person) => (await videosOf(who)).collections[0]!.videos[0]!.watched;
    expect([await watched(ann), await watched(bob), await watched(admin)]).toEqual([true, false, false]);
    expect((await mark(ann, false)).json()).toEqual({ video_id: video.id, watched: false });
    expect((await mark(bob, true)).statusCode).toBe(200);
    expect([await watched(ann), await watched(bob)]).toEqual([false, true]);

    const stranger = await organisation(t, 0);
    expectError(await mark(stranger.admin, true), 404, 'NOT_FOUND', C.videoNotFound);
    expectError(await mark(await person(t), true), 404, 'NOT_FOUND', T.notFound);
    expectError(await mark(ann, true, 99_999_999), 404, 'NOT_FOUND', C.videoNotFound);
    expectError(await call(t, ann, 'PUT', `/videos/${video.id}/watched`, { watched: 'yes' }), 400, 'VALIDATION_ERROR');
    expect((await call(t, null, 'PUT', `/videos/${video.id}/watched`, { watched: true })).statusCode).toBe(401);
  });
});
