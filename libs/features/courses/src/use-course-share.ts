import { useEffect } from 'react';
import type { CourseDetail } from '@yoga/contract';
import { assetBase, currentHostEnv, detectHost, link, type SubApp } from '@yoga/platform';

/** Seams for tests: the host, and the SDK wrapper (its own chunk, loaded only in the chat browser). */
export const courseShareEffects = {
  host: () => detectHost(currentHostEnv()),
  sdk: () => import('@yoga/chat-sdk'),
};

const absolute = (url: string) => new URL(url, location.origin).href;

/**
 * The chat platform's share card of a course: made once the course has loaded (its title, summary,
 * cover and its own address), not at navigation time, when only a generic "course detail" was known.
 * Goes through the SDK's one setup, so the fixed app id rule holds.
 */
export function useCourseShare(course: CourseDetail | undefined, sub: SubApp) {
  useEffect(() => {
    if (!course) return;
    const host = courseShareEffects.host();
    if (host !== 'chat-browser' && host !== 'chat-mini-program') return;
    const card = {
      title: course.title,
      desc: course.summary,
      imgUrl: course.cover ? absolute(course.cover) : undefined,
      link: absolute(link(sub, 'course_detail', { courseId: course.id })),
    };
    void courseShareEffects
      .sdk()
      .then((m) => m.shareScreen(card, absolute(`${assetBase('public')}share-icon.png`)));
  }, [course, sub]);
}
