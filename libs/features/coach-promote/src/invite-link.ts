import { link, subApps, type SubApp } from '@yoga/platform';

/** The student page a coach's link and QR open: the brand's vip_share with the coach's id. */
export function inviteUrl(sub: SubApp, teacherId: number): string {
  const students = subApps.find((s) => s.brand === sub.brand && s.role === 'student') ?? sub;
  return `${window.location.origin}${link(students, 'vip_share/:teacherId', { teacherId })}`;
}
