import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { copyText, cx, PageShell, QueryState, showToast, StateView, useSubApp } from '@yoga/ui';
import { useService } from './api/support';
import { ExpandableQuestions } from './common-questions';
import { supportLinks } from './links';
import { ServiceHours } from './service-hours';
import s from './support.module.css';

/**
 * service (every brand, coach sub-apps too) and slim's service_new: the help centre. Common questions
 * open in place; the phone is a tel: link; online hours and whether someone is online come from the
 * server; the chat id copies with a toast; feedback and the FAQ where the sub-app has those pages.
 */
export default function ServiceScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const service = useService(sub.id);
  const links = supportLinks(sub);
  const copy = async (chatId: string) =>
    void showToast((await copyText(chatId)) ? t`客服微信号已复制` : t`复制失败，请长按手动复制`);
  return (
    <PageShell>
      <QueryState
        query={service}
        skeleton={{ shape: 'detail', lines: 3 }}
        errorMessage={t`客服信息加载失败，请重试`}
      >
        {(info) => (
          <div className="y-stack" data-testid="service">
            <section className="y-card y-section" aria-labelledby="sp-contact">
              <h2 id="sp-contact" className="y-section-title">
                <Trans>联系我们</Trans>
              </h2>
              <ServiceHours service={info} />
              <a
                className={cx('y-row y-wrap y-text', s.gaps, s.row)}
                href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}
              >
                <span className="y-muted y-md">
                  <Trans>客服电话</Trans>
                </span>
                <span className="y-grow y-bold y-break">{info.phone}</span>
                <span className="y-fixed y-text-brand y-md" aria-hidden="true">
                  <Trans>拨打</Trans>
                </span>
              </a>
              <div className={cx('y-row y-wrap y-text', s.gaps, s.row)}>
                <span className="y-muted y-md">
                  <Trans>客服微信</Trans>
                </span>
                <span className="y-grow y-bold y-break" data-testid="chat-id">
                  {info.chatId}
                </span>
                <button
                  type="button"
                  className={cx('y-fixed y-text-brand y-md', s.copy)}
                  onClick={() => void copy(info.chatId)}
                  aria-label={t`复制客服微信号`}
                >
                  <Trans>复制</Trans>
                </button>
              </div>
            </section>

            <section className="y-card y-section" aria-labelledby="sp-common">
              <div className="y-section-head">
                <h2 id="sp-common" className="y-section-title">
                  <Trans>常见问题</Trans>
                </h2>
                {links.faq && (
                  <Link className="y-fixed y-md y-text-brand" to={links.faq}>
                    <Trans>全部问题</Trans>
                  </Link>
                )}
              </div>
              {info.common.length ? (
                <ExpandableQuestions items={info.common} />
              ) : (
                <StateView title={<Trans>暂无常见问题</Trans>} />
              )}
            </section>

            {(links.feedback || links.myFeedback || links.faq) && (
              <nav className="y-card" aria-label={t`更多帮助`}>
                {links.faq && (
                  <Link className={cx('y-tint y-rounded-sm y-text-brand y-center', s.entry)} to={links.faq}>
                    <Trans>搜索常见问题</Trans>
                  </Link>
                )}
                {links.feedback && (
                  <Link
                    className={cx('y-tint y-rounded-sm y-text-brand y-center', s.entry)}
                    to={links.feedback}
                  >
                    <Trans>意见反馈</Trans>
                  </Link>
                )}
                {links.myFeedback && (
                  <Link
                    className={cx('y-tint y-rounded-sm y-text-brand y-center', s.entry)}
                    to={links.myFeedback}
                  >
                    <Trans>我的反馈</Trans>
                  </Link>
                )}
              </nav>
            )}
          </div>
        )}
      </QueryState>
    </PageShell>
  );
}
