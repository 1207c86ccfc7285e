import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { MaterialRecord, MaterialStatus } from '@yoga/contract';
import { formatBytes, formatDateTime } from '@yoga/format';
import { link, type SubApp } from '@yoga/platform';
import { EmptyState, PageShell, PagedList, QueryState, useSubApp, cx } from '@yoga/ui';
import { useCoachHomework, useMaterialRecords } from './api/materials';
import s from './materials.module.css';

const STATUS_TONE: Record<MaterialStatus, string> = {
  pending: 'y-badge-warning',
  approved: 'y-badge-success',
  rejected: 'y-badge-danger',
};

function StatusLabel({ status }: { status: MaterialStatus }) {
  return (
    <span className={cx('y-badge y-sm', STATUS_TONE[status])}>
      {status === 'pending' && <Trans>审核中</Trans>}
      {status === 'approved' && <Trans>已通过</Trans>}
      {status === 'rejected' && <Trans>未通过</Trans>}
    </span>
  );
}

function RecordRow({ r, sub }: { r: MaterialRecord; sub: SubApp }) {
  return (
    <li className="y-card y-pad-3 y-col y-gap-2" data-testid="material-record">
      <span className="y-row y-between y-align-start y-gap-2 y-wrap">
        <strong className="y-break y-min0">{r.fileName}</strong>
        <StatusLabel status={r.status} />
      </span>
      <span>{r.classTitle}</span>
      <span className="y-muted y-sm">
        {r.kind === 'video' ? <Trans>视频</Trans> : <Trans>图片</Trans>} · {formatBytes(r.size)} ·{' '}
        {formatDateTime(r.createdAt)}
      </span>
      {r.status === 'rejected' && (
        <>
          {r.reason && (
            <span className="y-text-danger y-sm">
              <Trans>原因：{r.reason}</Trans>
            </span>
          )}
          <Link
            className={cx('y-btn', s.resume)}
            to={link(sub, 'upload_material', { classId: r.classId, replaces: r.id })}
          >
            <Trans>重新上传</Trans>
          </Link>
        </>
      )}
    </li>
  );
}

/** material_record: the coach's materials with their review status (re-upload a rejected one) and students' homework. */
export default function RecordScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const records = useMaterialRecords(sub.id);
  const homework = useCoachHomework(sub.id);
  return (
    <PageShell>
      <div className="y-stack">
        <h2 className="y-m0 y-mt-2 y-lg">
          <Trans>我的资料</Trans>
        </h2>
        <PagedList
          query={records}
          testId="material-records"
          className="y-plain y-col y-gap-3"
          skeleton={{ shape: 'cards', lines: 3 }}
          empty={
            <EmptyState
              title={<Trans>还没有上传过资料</Trans>}
              action={
                <Link className="y-btn" to={link(sub, 'upload_material_initial')}>
                  <Trans>去上传</Trans>
                </Link>
              }
            />
          }
          errorMessage={t`资料记录加载失败，请重试`}
          rowKey={(r) => r.id}
          row={(r) => <RecordRow r={r} sub={sub} />}
        />
        <h2 className="y-m0 y-mt-2 y-lg">
          <Trans>学员作业</Trans>
        </h2>
        <QueryState
          query={homework}
          skeleton={{ shape: 'cards', lines: 2 }}
          errorMessage={t`学员作业加载失败，请重试`}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title={<Trans>还没有学员提交作业</Trans>} />}
        >
          {(list) => (
            <ul className="y-plain y-col y-gap-3" data-testid="coach-homework">
              {list.map((h) => (
                <li key={h.id} className="y-card y-pad-3 y-col y-gap-2" data-testid="homework-file">
                  <span className="y-row y-between y-align-start y-gap-2 y-wrap">
                    <strong className="y-break y-min0">{h.fileName}</strong>
                    <span className="y-muted y-sm">{h.student}</span>
                  </span>
                  <span>{h.classTitle}</span>
                  <span className="y-muted y-sm">
                    {h.kind === 'video' ? <Trans>视频</Trans> : <Trans>图片</Trans>} · {formatBytes(h.size)} ·{' '}
                    {formatDateTime(h.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </PageShell>
  );
}
