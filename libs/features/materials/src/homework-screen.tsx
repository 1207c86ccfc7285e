import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { formatBytes, formatClassTime, formatDateTime, parseId } from '@yoga/format';
import { PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useHomeworkClass } from './api/materials';
import { UploadPanel } from './upload-panel';
import { useUploadQueue } from './upload-queue';

/** upload_material/:confId (student): a class's homework task; hand in videos and images the coach sees. */
export default function HomeworkScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const confId = parseId(useParams().confId);
  const cls = useHomeworkClass(sub.id, confId);
  const queue = useUploadQueue(sub.id, confId);
  return (
    <PageShell>
      <QueryState
        query={cls}
        notFound={confId === null}
        notFoundTitle={<Trans>课程不存在</Trans>}
        skeleton={{ shape: 'cards', lines: 2 }}
        errorMessage={t`作业加载失败，请重试`}
      >
        {(c) => (
          <div className="y-stack" data-testid="homework">
            <section className="y-card y-pad-3 y-col y-gap-2">
              <h2 className="y-m0 y-lg">{c.title}</h2>
              <span className="y-muted y-sm">
                {formatClassTime(c.startsAt)} · {c.coach}
              </span>
              <span>
                <Trans>作业：{c.task}</Trans>
              </span>
            </section>
            <UploadPanel
              items={queue.items}
              onPick={queue.add}
              onResume={queue.resume}
              hint={<Trans>提交后教练即可查看；视频不超过 200 MB，图片不超过 10 MB</Trans>}
            />
            <h2 className="y-m0 y-mt-2 y-lg">
              <Trans>已提交</Trans>
            </h2>
            {c.files.length === 0 ? (
              <p className="y-muted y-sm">
                <Trans>还没有提交作业</Trans>
              </p>
            ) : (
              <ul className="y-plain y-col y-gap-3" data-testid="handed-in">
                {c.files.map((f) => (
                  <li key={f.id} className="y-card y-pad-3 y-col y-gap-2">
                    <strong className="y-break y-min0">{f.fileName}</strong>
                    <span className="y-muted y-sm">
                      {formatBytes(f.size)} · {formatDateTime(f.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryState>
    </PageShell>
  );
}
