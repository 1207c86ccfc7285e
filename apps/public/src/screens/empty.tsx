/** Deliberately blank: hosts open it as a neutral page (e.g. behind a mini-program web-view). */
export default function EmptyPage() {
  return <div className="y-page" data-testid="empty-page" />;
}
