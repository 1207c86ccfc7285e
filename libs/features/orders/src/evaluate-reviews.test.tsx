import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes, useSearchParams } from 'react-router';
import type { CourseReview } from '@yoga/contract';
import { useCourseReviews } from '@yoga/data-access-course-reviews';
import { courseReviewHandlers } from '@yoga/data-access-course-reviews/testing';
import { renderScreen, startServer } from '@yoga/testing';
import { useSubApp } from '@yoga/ui';
import { db, ordersHandlers, resetOrdersDb } from './testing/handlers';
import EvaluateScreen from './evaluate-screen';

const seeded: CourseReview = {
  id: 1,
  author: '小鹿',
  stars: 5,
  text: '老师讲解很细致。',
  date: '2026-11-20',
};

/** The course's reviews as the stand-in has them: every evaluation of its orders, newest first, then the seeded one. */
const reviewsOf = (courseId: number): CourseReview[] => [
  ...[...db.evaluations.values()]
    .filter((e) => db.orders.find((o) => o.orderNo === e.orderNo)?.refId === String(courseId))
    .reverse()
    .map((e, i) => ({ id: 100 + i, author: '学员0001', stars: e.stars, text: e.text, date: '2026-11-26' })),
  seeded,
];

startServer(...ordersHandlers, ...courseReviewHandlers(reviewsOf));

/** What course_detail lists, through the same shared query (the course page itself is another feature). */
function CourseReviewsProbe({ orderNo }: { orderNo: string }) {
  const sub = useSubApp();
  const [q] = useSearchParams();
  const reviews = useCourseReviews(sub.id, Number(q.get('courseId')));
  return (
    <>
      <ul data-testid="reviews">
        {reviews.data?.pages
          .flatMap((p) => p.list)
          .map((r) => (
            <li key={r.id}>{r.text}</li>
          ))}
      </ul>
      <Link to={`/onmat/course/evaluate?orderId=${orderNo}`}>evaluate</Link>
    </>
  );
}

beforeEach(() => {
  resetOrdersDb();
  db.evaluations.clear();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('an evaluation on the course page', () => {
  it('shows in the course’s reviews at once, though they were read a moment ago', async () => {
    const order = db.orders.find((o) => o.title === '待评价的课')!;
    const { user } = await renderScreen(
      <Routes>
        <Route path="course_detail" element={<CourseReviewsProbe orderNo={order.orderNo} />} />
        <Route path="course/evaluate" element={<EvaluateScreen />} />
      </Routes>,
      { path: `/onmat/course_detail?courseId=${order.refId}`, route: '/onmat/*', signedIn: true },
    );
    const texts = () => [...screen.getByTestId('reviews').querySelectorAll('li')].map((li) => li.textContent);
    await waitFor(() => expect(texts()).toEqual(['老师讲解很细致。']));

    await user.click(screen.getByRole('link', { name: 'evaluate' }));
    await user.click(await screen.findByRole('radio', { name: '4 星' }));
    await user.type(screen.getByRole('textbox', { name: '说说上课感受' }), '节奏刚好');
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    await user.click(await screen.findByRole('link', { name: '在课程页查看' }));

    // The list was cached a moment ago (fresh for 30 s): the evaluation is what tells it.
    await waitFor(() => expect(texts()).toEqual(['节奏刚好', '老师讲解很细致。']));
  });
});
