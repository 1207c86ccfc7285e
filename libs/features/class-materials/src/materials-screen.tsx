import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  ClassMaterialFile,
  ClassMaterialGroup,
  ClassMaterialKind,
  ClassMaterialSeries,
} from '@yoga/contract';
import { formatBytes, formatDateTime, formatDuration } from '@yoga/format';
import {
  cx,
  EmptyState,
  isSignedIn,
  PageShell,
  QueryState,
  SignInPrompt,
  Skeleton,
  useSubApp,
} from '@yoga/ui';
import { useClassMaterials, useMarkViewed } from './api/class-materials';
import s from './class-materials.module.css';

const InlineVideo = lazy(() => import('./inline-video'));

type Filter = 'all' | ClassMaterialKind;

export interface MaterialsScreenProps {
  series: ClassMaterialSeries;
  /** What the screen is about, under its title. */
  intro: ReactNode;
  /** The label of a class's number (week or session); none for the teaching series. */
  numberLabel?: (n: number) => ReactNode;
  /** What the empty state says. */
  emptyTitle: ReactNode;
  emptyHint: ReactNode;
}

/**
 * One series of the student's class materials, by class (name, date, coach): a filter for videos
 * or PDFs, a video plays in place when tapped, a PDF opens in a new tab; each file is marked viewed
 * on the server when it is played or opened.
 */
export function MaterialsScreen({ series, intro, numberLabel, emptyTitle, emptyHint }: MaterialsScreenProps) {
  const { t } = useLingui();
  const sub = useSubApp();
  const signedIn = isSignedIn(sub);
  const list = useClassMaterials(sub.id, series, signedIn);
  const [filter, setFilter] = useState<Filter>('all');
  const filters: [Filter, string][] = [
    ['all', t`全部`],
    ['video', t`视频`],
    ['pdf', t`PDF`],
  ];
  return (
    <PageShell>
      {!signedIn ? (
        <SignInPrompt>
          <Trans>登录后查看你的课程资料</Trans>
        </SignInPrompt>
      ) : (
        <div className="y-stack" data-testid="class-materials">
          <p className="y-m0 y-muted y-md">{intro}</p>
          <QueryState
            query={list}
            loading={<Skeleton shape="blocks" lines={3} />}
            errorMessage={t`资料加载失败，请重试`}
            isEmpty={(d) => d.groups.length === 0}
            empty={<EmptyState title={emptyTitle} description={emptyHint} />}
          >
            {(data) => (
              <>
                <div className="y-choices" role="group" aria-label={t`资料类型`}>
                  {filters.map(([f, label]) => (
                    <button
                      key={f}
                      type="button"
                      className={cx('y-md y-surface', s.tab)}
                      aria-pressed={filter === f}
                      onClick={() => setFilter(f)}
                    >
                      {label}
                    </button>
                  ))}
                </div>
                <ul className="y-plain y-col y-gap-3">
                  {data.groups.map((g) => (
                    <ClassCard
                      key={g.classId}
                      group={g}
                      filter={filter}
                      series={series}
                      numberLabel={numberLabel}
                    />
                  ))}
                </ul>
              </>
            )}
          </QueryState>
        </div>
      )}
    </PageShell>
  );
}

function ClassCard({
  group,
  filter,
  series,
  numberLabel,
}: {
  group: ClassMaterialGroup;
  filter: Filter;
  series: ClassMaterialSeries;
  numberLabel?: (n: number) => ReactNode;
}) {
  const files = group.files.filter((f) => filter === 'all' || f.kind === filter);
  const viewed = group.files.filter((f) => f.viewed).length;
  const total = group.files.length;
  const coach = group.coach;
  return (
    <li className="y-card y-pad-3 y-col y-gap-2" data-testid="material-class">
      <div className="y-row y-between y-align-start y-gap-2">
        <h2 className="y-m0 y-lg y-min0">
          {group.number !== null && numberLabel && (
            <span className={cx('y-badge-success y-sm y-normal', s.num)}>{numberLabel(group.number)}</span>
          )}
          {group.className}
        </h2>
        <span className="y-fixed y-sm y-muted y-nowrap">
          <Trans>
            已看 {viewed}/{total}
          </Trans>
        </span>
      </div>
      <p className="y-m0 y-muted y-sm">
        {formatDateTime(group.startsAt)} · <Trans>教练 {coach}</Trans>
      </p>
      {files.length === 0 ? (
        <p className="y-m0 y-muted y-sm">
          <Trans>这节课没有此类资料</Trans>
        </p>
      ) : (
        <ul className="y-plain y-col y-gap-3">
          {files.map((f) => (
            <FileRow key={f.id} file={f} series={series} />
          ))}
        </ul>
      )}
    </li>
  );
}

function ViewedMark({ viewed }: { viewed: boolean }) {
  return (
    <span className={cx('y-badge', viewed ? 'y-badge-success' : 'y-badge-warning')} data-testid="viewed-mark">
      {viewed ? <Trans>已查看</Trans> : <Trans>未查看</Trans>}
    </span>
  );
}

function FileRow({ file, series }: { file: ClassMaterialFile; series: ClassMaterialSeries }) {
  const sub = useSubApp();
  const mark = useMarkViewed(sub.id, series);
  const [open, setOpen] = useState(false);
  const seen = () => {
    if (!file.viewed && !mark.isPending) mark.mutate(file.id);
  };
  const video = file.kind === 'video';
  const pages = file.pages ?? 1;
  // A coach's upload has no known length: its size alone.
  const meta =
    video && file.durationSec !== null
      ? `${formatDuration(file.durationSec)} · ${formatBytes(file.size)}`
      : formatBytes(file.size);
  const body = (
    <>
      <span
        className={cx(
          'y-row y-justify-center y-fixed y-rounded-sm y-xs',
          video ? 'y-badge-brand' : 'y-badge-danger',
          s.kind,
        )}
        aria-hidden="true"
      >
        {video ? '▶' : 'PDF'}
      </span>
      <span className="y-grow y-col y-gap-1">
        <span className="y-md" data-testid="file-title">
          {file.title}
        </span>
        <span className="y-m0 y-muted y-sm">
          {video ? <Trans>视频</Trans> : <Trans>PDF · {pages} 页</Trans>} · {meta}
        </span>
      </span>
      <ViewedMark viewed={file.viewed} />
    </>
  );
  return (
    <li className="y-col y-gap-2" data-testid="material-file" data-kind={file.kind}>
      {video ? (
        <button
          type="button"
          className={cx('y-row y-gap-3 y-bare', s.fileMain)}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {body}
        </button>
      ) : (
        <a
          className={cx('y-row y-gap-3 y-bare', s.fileMain)}
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={seen}
        >
          {body}
        </a>
      )}
      {video && open && (
        <Suspense fallback={<div className={cx('y-rounded-sm', s.video)} aria-busy="true" />}>
          <InlineVideo src={file.url} title={file.title} onPlay={seen} />
        </Suspense>
      )}
    </li>
  );
}
