import { describe, expect, it } from 'vitest';
import { COURSE_CODES, courseDetail } from '@yoga/contract';
import { devApi } from '../../test-helpers';

const detail = (api: ReturnType<typeof devApi>, q: string, headers: Record<string, string> = {}) =>
  api.call('GET', `/api/courses/detail?${q}`, undefined, headers);

describe('course detail stand-in', () => {
  it('shows each seeded state of a brand', async () => {
    const api = devApi();
    const states = [];
    for (const id of [101, 102, 103, 104])
      states.push(
        courseDetail.parse((await detail(api, `subApp=phala&courseId=${id + 100}`)).json.data).state,
      );
    expect(states).toEqual(['on-sale', 'on-sale', 'sold-out', 'ended']);
    const several = (await detail(api, 'subApp=onmat&courseId=101')).json.data;
    expect(several.classes.map((c: { seatsLeft: number }) => c.seatsLeft)).toEqual([3, 1, 0, 15]);
    expect(several.reviews).toHaveLength(3);
    expect(several.purchase).toBeNull();
  });

  it('keeps brands apart and answers a clear not-found', async () => {
    const res = await detail(devApi(), 'subApp=phala&courseId=101');
    expect(res.json.code).toBe(COURSE_CODES.courseNotFound);
    expect(res.json.msg).toBe('课程不存在');
  });

  it('shows the demo user their bought course, and visitors nothing', async () => {
    const api = devApi();
    const token = await api.signIn('onmat', '13800138000');
    const mine = (await detail(api, 'subApp=onmat&courseId=105', { AUTHORIZE_TOKEN: token })).json.data;
    expect(mine.purchase).toMatchObject({ state: 'paid', classId: 1051 });
    // A stale token on an open page is a visitor, not a 403.
    const visitor = await detail(api, 'subApp=onmat&courseId=105', {
      AUTHORIZE_TOKEN: 'stale-token-0123456789',
    });
    expect(visitor.json.data.purchase).toBeNull();
  });

  it('rejects a malformed id with the generic message', async () => {
    const res = await detail(devApi(), 'subApp=onmat&courseId=abc', { Language: 'en' });
    expect([res.json.code, res.json.msg]).toEqual([400, 'Invalid request']);
  });
});
