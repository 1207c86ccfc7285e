import { Trans, useLingui } from '@lingui/react/macro';
import type { StudyRewardRule } from '@yoga/contract';
import { formatMoney } from '@yoga/format';
import { cx } from '@yoga/ui';
import s from './wallet.module.css';

/** The programme's rule in plain words, from the numbers the server gives. */
export function StudyRule({ rule }: { rule: StudyRewardRule }) {
  const { t } = useLingui();
  const days = rule.targetDays;
  const reward = formatMoney(rule.reward);
  const lines = [
    t`每个自然月内练习满 ${days} 天，可获得 ${reward} 学习奖励`,
    t`当天完成任意一节课程（直播、回放或免费课）即记为练习 1 天`,
    t`奖励在达标后自动发放到「我的钱包」，可提现到微信零钱`,
    t`每月最多获得一次奖励，按北京时间自然月统计`,
  ];
  return (
    <section className="y-card y-col y-gap-3" aria-labelledby="study-rule">
      <h2 id="study-rule" className="y-section-title">
        <Trans>活动规则</Trans>
      </h2>
      <ol className={cx('y-m0', s.ruleList)}>
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ol>
    </section>
  );
}
