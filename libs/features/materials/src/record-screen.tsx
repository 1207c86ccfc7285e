import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { MaterialRecord, MaterialStatus } from '@yoga/contract';
import { formatBytes, formatDateTime } from '@yoga/format';
import { link, type SubApp } from '@yoga/platform';
import { EmptyState, PageShell, PagedList, QueryState, useSubApp } from '@yoga/ui';
import { useCoachHomework, useMaterialRecords } from './api/materials';
import s from './materials.module.css';

const STATUS_TONE: Record<MaterialStatus, string | undefined> = {
  pending: s.statusPending,
  approved: s.statusApproved,
  rejected: s.statusRejected,
};

function StatusLabel({ status }: { status: MaterialStatus }) {
  return (
    <span className={`${s.status} ${STATUS_TONE[status]}`}>
      {status === 'pending' && <Trans>审核中</Trans>}
      {status === 'approved' && <Trans>已通过</Trans>}
      {status === 'rejected' && <Trans>未通过</Trans>}
    </span>
  );
}

function RecordRow({ r, sub }: { r: MaterialRecord; sub: SubApp }) {
  return (
    <li className={s.card} data-testid="material-record">
      <span className={s.rowHead}>
        <strong className={s.fileName}>{r.fileName}</strong>
        <StatusLabel status={r.status} />
      </span>
      <span>{r.classTitle}</span>
      <span className={s.meta}>
        {r.kind === 'video' ? <Trans>视频</Trans> : <Trans>图片</Trans>} · {formatBytes(r.size)} ·{' '}
        {formatDateTime(r.createdAt)}
      </span>
      {r.status === 'rejected' && (
        <>
          {r.reason && (
            <span className={s.reason}>
              <Trans>原因：{r.reason}</Trans>
            </span>
          )}
          <Link
            className={`y-btn ${s.resume}`}
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
        <h2 className={s.sectionTitle}>
          <Trans>我的资料</Trans>
        </h2>
        <PagedList
          query={records}
          testId="material-records"
          className={s.list}
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
        <h2 className={s.sectionTitle}>
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
            <ul className={s.list} data-testid="coach-homework">
              {list.map((h) => (
                <li key={h.id} className={s.card} data-testid="homework-file">
                  <span className={s.rowHead}>
                    <strong className={s.fileName}>{h.fileName}</strong>
                    <span className={s.meta}>{h.student}</span>
                  </span>
                  <span>{h.classTitle}</span>
                  <span className={s.meta}>
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
