import { CoverImage } from '@yoga/ui';

/**
 * The course's cover: the drawing the server names (no words on it, the title is the heading below),
 * in a 16:9 box that keeps its shape while it loads; a neutral placeholder without one or on error.
 * The detail screen's first picture: it loads at once.
 */
export function CourseCover({ title, cover }: { title: string; cover: string | null }) {
  return <CoverImage className="y-rounded" src={cover} alt={title} eager />;
}
