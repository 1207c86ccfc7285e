import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { VideoCourse } from '@yoga/contract';
import { parseId } from '@yoga/format';
import { cx, PageShell, QueryState, useSubApp } from '@yoga/ui';

type SkeletonShape = 'rows' | 'cards' | 'detail';
import { useVideoCourse, viewerOf } from './api/video-course';
import s from './slim-video.module.css';

/** The course of the route's `:id` with its loading, not-found, error and (when asked) empty states. */
export function CourseState({
  skeleton,
  isEmpty,
  empty,
  children,
}: {
  skeleton: SkeletonShape;
  isEmpty?: (c: VideoCourse) => boolean;
  empty?: ReactNode;
  children: (c: VideoCourse) => ReactNode;
}) {
  const sub = useSubApp();
  const id = parseId(useParams().id);
  const q = useVideoCourse(sub.id, id ?? 0, viewerOf(sub));
  return (
    <PageShell>
      <div className={cx('y-col y-gap-3', s.sv)}>
        <QueryState
          query={q}
          skeleton={skeleton}
          notFound={id === null}
          notFoundTitle={<Trans>视频课程不存在</Trans>}
          isEmpty={isEmpty}
          empty={empty}
        >
          {children}
        </QueryState>
      </div>
    </PageShell>
  );
}
