import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { AlbumPhoto } from '@yoga/contract';
import { formatDay, formatMonth } from '@yoga/format';
import { link, type SubApp } from '@yoga/platform';
import {
  EmptyState,
  PageShell,
  PagedList,
  showImageViewer,
  useSubApp,
  isSignedIn,
  SignInPrompt,
  cx,
} from '@yoga/ui';
import { usePhotos } from './api/albums';
import s from './albums.module.css';

/**
 * The student's class photos, newest first, in a grid of three under a heading per month (with the
 * way to that month's report). A photo opens full screen (the kit's viewer, loaded on first use)
 * with every photo loaded so far to swipe through; each can be saved.
 */
export default function PhotoListScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const signedIn = isSignedIn(sub);
  const photos = usePhotos(sub.id, signedIn);
  const all = photos.data?.pages.flatMap((p) => p.list) ?? [];
  const open = (i: number) =>
    void showImageViewer(
      all.map((p) => p.src),
      i,
    );
  return (
    <PageShell>
      {!signedIn ? (
        <SignInPrompt>
          <Trans>登录后查看你的上课照片</Trans>
        </SignInPrompt>
      ) : (
        <PagedList
          query={photos}
          testId="album-grid"
          className={cx('y-grid-3 y-plain', s.grid)}
          skeleton="grid"
          empty={
            <EmptyState
              title={<Trans>还没有上课照片</Trans>}
              description={<Trans>上课时老师拍下的照片会出现在这里</Trans>}
            />
          }
          errorMessage={t`照片加载失败，请重试`}
          rowKey={(p) => p.id}
          row={(p, i) => (
            <>
              {(i === 0 || all[i - 1]?.day.slice(0, 7) !== p.day.slice(0, 7)) && (
                <MonthHeading sub={sub} month={p.day.slice(0, 7)} />
              )}
              <PhotoTile photo={p} onOpen={() => open(i)} />
            </>
          )}
        />
      )}
    </PageShell>
  );
}

function MonthHeading({ sub, month }: { sub: SubApp; month: string }) {
  return (
    <li className={cx('y-row y-align-baseline y-between y-gap-2 y-wrap', s.month)}>
      <h2 className="y-m0 y-lg">{formatMonth(month)}</h2>
      <Link className="y-md y-text-brand" to={link(sub, 'trace_month', { month })}>
        <Trans>月度报告</Trans>
      </Link>
    </li>
  );
}

function PhotoTile({ photo, onOpen }: { photo: AlbumPhoto; onOpen: () => void }) {
  const { t } = useLingui();
  const day = formatDay(photo.day, { weekday: false, year: 'auto' });
  const title = photo.title;
  const coach = photo.coach;
  return (
    <li className="y-col y-gap-1">
      <button
        type="button"
        className={cx('y-bare y-rounded-sm', s.open)}
        onClick={onOpen}
        aria-label={t`查看照片：${title}，${day}`}
      >
        <img className="y-fill-img" src={photo.src} alt="" loading="lazy" width={640} height={360} />
      </button>
      <span className={cx('y-col y-xs', s.caption)}>
        <span>{day}</span>
        <span className="y-muted y-break">
          {title} · {coach}
        </span>
      </span>
      <a
        className={cx('y-row y-justify-center y-xs y-text-brand', s.save)}
        href={photo.src}
        download={`yoga-${photo.day}-${photo.id}.svg`}
      >
        <Trans>保存</Trans>
      </a>
    </li>
  );
}
