import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import type { ApplicationItemKey, CoachApplication } from '@yoga/contract';
import { APPLICATION_PHOTOS_MAX } from '@yoga/contract/codes';
import {
  ActionBar,
  FieldError,
  PageShell,
  PhotoGrid,
  QueryState,
  showToast,
  SubmitButton,
  usePhotoUploads,
  useSubApp,
  cx,
} from '@yoga/ui';
import { useApplication, useHandInItem } from './api/account';
import { CoachStatus } from './coach-status';
import { ItemName } from './items';
import s from './coach-account.module.css';

/**
 * Applying to coach (account_apply) and handing in what is missing (complement_info): the items,
 * done or missing, and for each missing one a photo grid; submitting hands in every item with photos.
 */
export default function AccountApplyScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const app = useApplication(sub.id);
  return (
    <PageShell>
      <QueryState query={app} skeleton="form" errorMessage={t`申请信息加载失败，请重试`}>
        {(a) => <ApplyBody a={a} />}
      </QueryState>
    </PageShell>
  );
}

function ApplyBody({ a }: { a: CoachApplication }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const missing = a.items.filter((i) => !i.done).map((i) => i.key);
  const uploads = usePhotoUploads(sub.id, APPLICATION_PHOTOS_MAX, {});
  const handIn = useHandInItem(sub.id);
  const [tried, setTried] = useState(false);
  const sending = useRef(false);
  const ready = missing.filter((k) => uploads.done(k).length > 0);
  const blocker = uploads.blocker ?? (ready.length === 0 ? t`请至少为一项材料上传照片` : null);

  const send = async () => {
    setTried(true);
    if (blocker || sending.current) return;
    sending.current = true;
    try {
      for (const key of ready)
        await handIn.mutateAsync({ key, photoIds: uploads.done(key).map((p) => p.id) });
      void showToast(t`材料已提交`, { icon: 'success' });
      setTried(false);
    } catch (e) {
      if (!(e instanceof ApiBusinessError)) void showToast(t`提交失败，请稍后重试`, { icon: 'fail' });
    } finally {
      sending.current = false;
    }
  };

  // Items are asked for only while applying: a queued, approved or suspended account hands in nothing.
  const applying = a.state === 'none' || a.state === 'incomplete';
  const asked = applying ? missing : [];
  return (
    <form className="y-stack" onSubmit={(e) => (e.preventDefault(), void send())} noValidate>
      <section className="y-card y-section" data-testid="apply-state">
        <p className="y-bold">
          <CoachStatus a={a} />
        </p>
        {asked.length > 0 && (
          <p className="y-m0 y-mt-1 y-sm y-text-danger">
            {asked.map((k, i) => (
              <span key={k}>
                {i > 0 ? ' · ' : ''}
                <ItemName k={k} />
              </span>
            ))}
          </p>
        )}
        {a.reason && <p className="y-m0 y-mt-1 y-sm y-text-danger">{a.reason}</p>}
        <ul className="y-plain">
          {a.items.map((i) => (
            <li key={i.key} className={cx('y-between y-gap-2', s.item)}>
              <ItemName k={i.key} />
              <span className={cx('y-md', i.done ? 'y-muted' : 'y-text-danger')}>
                {i.done ? <Trans>已提交</Trans> : <Trans>缺少</Trans>}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {asked.map((k) => (
        <div key={k} className="y-card y-section">
          <MissingItem k={k} uploads={uploads} />
        </div>
      ))}
      {asked.length > 0 && (
        <ActionBar stacked start={tried && blocker ? <FieldError>{blocker}</FieldError> : undefined}>
          <SubmitButton pending={handIn.isPending} pendingLabel={<Trans>提交中…</Trans>}>
            <Trans>提交材料</Trans>
          </SubmitButton>
        </ActionBar>
      )}
    </form>
  );
}

function MissingItem({ k, uploads }: { k: ApplicationItemKey; uploads: ReturnType<typeof usePhotoUploads> }) {
  const { t } = useLingui();
  const label =
    k === 'id_card'
      ? t`身份证照片（正反面）`
      : k === 'photo'
        ? t`个人照片`
        : k === 'certificate'
          ? t`教练资格证书照片`
          : k === 'experience'
            ? t`教学经历证明照片`
            : t`健康证明照片`;
  return <PhotoGrid uploads={uploads} group={k} label={label} listLabel={label} inputTestId={`apply-${k}`} />;
}
