import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { okJson, renderScreen, startServer } from '@yoga/testing';
import { onSale, preview } from './testing/fixtures';
import { coursesHandlers, paths } from './testing/handlers';
import CourseDetailScreen from './course-detail-screen';
import CoursePayScreen from './course-pay-screen';

const server = startServer(...coursesHandlers);
const COVER = '/api/courses/art/warrior-c7324c.svg';
const coverBox = () => document.querySelector('.y-cover') as HTMLElement;

describe('course covers', () => {
  it('shows the server’s drawing on course_detail at once, with the title only once, as the heading', async () => {
    server.use(http.get(paths.detail, () => okJson({ ...onSale, cover: COVER })));
    renderScreen(<CourseDetailScreen />, { path: '/onmat/course_detail?courseId=101' });
    expect(await screen.findByRole('heading', { name: onSale.title })).toBeTruthy();
    const img = coverBox().querySelector('img')!;
    expect(img.getAttribute('src')).toBe(COVER);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(coverBox().dataset.state).toBe('loading');
    fireEvent.load(img);
    expect(coverBox().dataset.state).toBe('loaded');
    // No title drawn on the cover: it appears once on the page, in the heading.
    expect(screen.getAllByText(onSale.title)).toHaveLength(1);
  });

  it('keeps the cover’s box with a neutral placeholder when the drawing fails', async () => {
    server.use(http.get(paths.detail, () => okJson({ ...onSale, cover: '/api/courses/art/gone.svg' })));
    renderScreen(<CourseDetailScreen />, { path: '/onmat/course_detail?courseId=101' });
    await screen.findByRole('heading', { name: onSale.title });
    fireEvent.error(coverBox().querySelector('img')!);
    expect(coverBox().dataset.state).toBe('failed');
    expect(coverBox().querySelector('img')).toBeNull();
    expect(coverBox().style.aspectRatio).toBe('16 / 9');
  });

  it('shows the course as a lazily loaded thumbnail beside its title on course_pay', async () => {
    server.use(
      http.get(paths.preview, () => okJson({ ...preview, course: { ...preview.course, cover: COVER } })),
    );
    renderScreen(<CoursePayScreen />, { path: '/onmat/course_pay?courseId=101&classId=1011' });
    expect(await screen.findByRole('heading', { name: preview.course.title })).toBeTruthy();
    const img = document.querySelector('section img')!;
    expect(img.getAttribute('src')).toBe(COVER);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('');
  });
});
