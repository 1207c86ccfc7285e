import { CoverImage } from '@yoga/ui';

/**
 * The course's cover: the drawing the server names (no words on it, the title is the heading below),
 * in a 16:9 box that keeps its shape while it loads; a neutral placeholder without one or on error.
 * `hero` (the detail screen's first picture) loads at once; a thumbnail loads when near the screen.
 */
export function CourseCover({
  title,
  cover,
  hero = true,
  className = 'cs-cover',
}: {
  title: string;
  cover: string | null;
  hero?: boolean;
  className?: string;
}) {
  // The title is the text right next to the picture: the picture itself needs no name, unless it failed.
  return <CoverImage className={className} src={cover} alt={hero ? title : ''} eager={hero} />;
}
