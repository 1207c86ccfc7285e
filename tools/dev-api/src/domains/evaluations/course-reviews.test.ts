import { describe, expect, it } from 'vitest';
import { courseDetail, reviewPage } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';
import { paidCourse } from './test-data';

const reviews = (api: ReturnType<typeof devApi>, q: string) =>
  api.call('GET', `/api/courses/reviews?subApp=onmat&courseId=101&${q}`);

describe('evaluations on the course page', () => {
  it('shows a submitted evaluation first among the course’s reviews, with the student’s stars', async () => {
    const api = devApi();
    const before = reviewPage.parse((await reviews(api, 'page=1&pageSize=10')).json.data);
    const token = await api.signIn('onmat', '13300133101');
    const orderNo = await paidCourse(api, '13300133101', TEST_NOW, '101');
    const text = '体式讲解很清楚，下课后腰背轻松多了';
    const r = await api.call(
      'POST',
      '/api/evaluations?subApp=onmat',
      { orderNo, stars: 4, tags: ['clear'], text },
      { AUTHORIZE_TOKEN: token },
    );
    expect(r.json.state).toBe(1);
    const after = reviewPage.parse((await reviews(api, 'page=1&pageSize=10')).json.data);
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]).toMatchObject({ author: '学员3101', stars: 4, text });
    // The detail's count and first reviews include it too.
    const detail = courseDetail.parse(
      (await api.call('GET', '/api/courses/detail?subApp=onmat&courseId=101')).json.data,
    );
    expect(detail.reviewCount).toBe(after.total);
    expect(detail.reviews[0]!.text).toBe(text);
  });

  it('pages newest first without repeating a review', async () => {
    const api = devApi();
    const first = reviewPage.parse((await reviews(api, 'page=1&pageSize=2')).json.data);
    const second = reviewPage.parse((await reviews(api, 'page=2&pageSize=2')).json.data);
    expect(first.list).toHaveLength(2);
    const all = [...first.list, ...second.list];
    expect(new Set(all.map((x) => x.id)).size).toBe(all.length);
    const dates = all.map((x) => x.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers not-found for a course of another brand', async () => {
    const r = await devApi().call('GET', '/api/courses/reviews?subApp=phala&courseId=101');
    expect(r.json.msg).toBe('课程不存在');
  });
});
