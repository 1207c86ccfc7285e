import { Trans, useLingui } from '@lingui/react/macro';
import { PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useMyCoach } from './api/downloads-api';
import { CoachCardView } from './coach-card';

/** teacher_wechat_qr: the student's own coach after a purchase, or the brand's service coach. */
export default function MyCoachScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const card = useMyCoach(sub.id);
  return (
    <PageShell>
      <QueryState query={card} skeleton="detail" errorMessage={t`加载失败，请重试`}>
        {(c) => (
          <>
            <p className="y-m0 y-mt-3 y-md y-break" data-testid="coach-kind">
              {c.mine ? (
                <Trans>这是你的课程老师，添加微信获取上课提醒和课后答疑</Trans>
              ) : (
                <Trans>添加课程顾问微信，选课、上课有问题随时问</Trans>
              )}
            </p>
            <CoachCardView card={c} />
          </>
        )}
      </QueryState>
    </PageShell>
  );
}
