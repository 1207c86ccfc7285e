import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatClassTime, parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import { ActionBar, PageShell, QueryState, useRouteQuery, useSubApp } from '@yoga/ui';
import { useMaterialClasses } from './api/materials';
import { UploadPanel } from './upload-panel';
import { useUploadQueue } from './upload-queue';

/**
 * upload_material?classId=[&replaces=]: videos and images for one of the coach's classes, each file
 * with its progress; a large video survives a network drop (Resume goes on from what arrived).
 * With `replaces` the file takes the place of a rejected material.
 */
export default function UploadScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const query = useRouteQuery('upload_material');
  const classId = parseId(query.classId);
  const replaces = parseId(query.replaces) ?? undefined;
  const classes = useMaterialClasses(sub.id);
  const queue = useUploadQueue(sub.id, classId, replaces);
  const chosen = classes.data?.find((c) => c.id === classId);
  const hasRecords = sub.id !== 'suman-teacher';
  const done = queue.items.some((x) => x.status === 'done');
  return (
    <PageShell>
      <QueryState
        query={classes}
        skeleton={{ shape: 'cards', lines: 2 }}
        errorMessage={t`课程加载失败，请重试`}
        notFound={classId === null || (classes.isSuccess && !chosen)}
        notFoundTitle={<Trans>请先选择要上传资料的课程</Trans>}
        notFoundAction={
          <Link className="y-btn" to={link(sub, 'upload_material_initial')}>
            <Trans>选择课程</Trans>
          </Link>
        }
      >
        {() =>
          chosen && (
            <div className="y-stack" data-testid="material-upload">
              <section className="y-card y-pad-3 y-col y-gap-2">
                <h2 className="y-m0 y-lg">{chosen.title}</h2>
                <span className="y-muted y-sm">{formatClassTime(chosen.startsAt)}</span>
                <span>{chosen.brief}</span>
                {replaces !== undefined && (
                  <span className="y-text-danger y-sm">
                    <Trans>重新上传将替换未通过审核的资料</Trans>
                  </span>
                )}
              </section>
              <UploadPanel
                items={queue.items}
                onPick={queue.add}
                onResume={queue.resume}
                hint={<Trans>视频不超过 200 MB，图片不超过 10 MB；大视频断网后可继续上传</Trans>}
              />
            </div>
          )
        }
      </QueryState>
      {done && (
        <ActionBar>
          {hasRecords ? (
            <Link className="y-btn" to={link(sub, 'material_record')}>
              <Trans>查看审核记录</Trans>
            </Link>
          ) : (
            <Link className="y-btn" to={link(sub, 'upload_material_initial')}>
              <Trans>返回课程列表</Trans>
            </Link>
          )}
        </ActionBar>
      )}
    </PageShell>
  );
}
