import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import { refusalText } from '@yoga/ui';
import type { CoachClassKind, CoachRequestKind } from '@yoga/contract';
import { COACH_CLASS_CODES, COACH_TIME_MIN_NOTICE_HOURS } from '@yoga/contract/codes';
import { formatClassTime, formatDateTime } from '@yoga/format';

export function KindLabel({ kind }: { kind: CoachClassKind }) {
  if (kind === 'group') return <Trans>团课</Trans>;
  if (kind === 'private') return <Trans>私教课</Trans>;
  return <Trans>直播课</Trans>;
}

export function RequestKindLabel({ kind }: { kind: CoachRequestKind }) {
  if (kind === 'handover') return <Trans>调课</Trans>;
  if (kind === 'time') return <Trans>改时间</Trans>;
  return <Trans>取消课程</Trans>;
}

export function StateBadge({ state }: { state: 'pending' | 'approved' | 'refused' }) {
  return (
    <span className={`cc-badge cc-${state}`} data-testid="request-state">
      {state === 'pending' ? (
        <Trans>待审核</Trans>
      ) : state === 'approved' ? (
        <Trans>已同意</Trans>
      ) : (
        <Trans>已拒绝</Trans>
      )}
    </span>
  );
}

const dataOf = (e: ApiBusinessError) =>
  (e.data ?? {}) as { deadline?: unknown; clash?: { title?: unknown; startsAt?: unknown; endsAt?: unknown } };

/** A refused take or request in our own words, naming the clashing class or the deadline passed. */
export function classRefusal(error: unknown): ReactNode {
  if (!(error instanceof ApiBusinessError)) return <Trans>网络不太好，没有提交成功，请稍后重试</Trans>;
  switch (error.code) {
    case COACH_CLASS_CODES.clash: {
      const c = dataOf(error).clash;
      const title = typeof c?.title === 'string' ? c.title : '';
      const time = formatClassTime(String(c?.startsAt ?? ''), String(c?.endsAt ?? ''));
      return (
        <Trans>
          与你的课程「{title}」（{time}）时间冲突，不能选择
        </Trans>
      );
    }
    case COACH_CLASS_CODES.notOpen:
      return <Trans>这节课已被其他教练选走</Trans>;
    case COACH_CLASS_CODES.pastDeadline: {
      const deadline = formatDateTime(String(dataOf(error).deadline ?? ''));
      return <Trans>已过取消截止时间（{deadline}），不能再取消这节课</Trans>;
    }
    case COACH_CLASS_CODES.requestPending:
      return <Trans>这节课已有一个待审核的申请，请等待结果</Trans>;
    case COACH_CLASS_CODES.classClosed:
      return <Trans>这节课已开始、已结束或已取消，不能再修改</Trans>;
    case COACH_CLASS_CODES.colleagueMissing:
      return <Trans>没有这位教练，请重新选择</Trans>;
    case COACH_CLASS_CODES.badTime: {
      const hours = COACH_TIME_MIN_NOTICE_HOURS;
      return <Trans>新的上课时间需至少在 {hours} 小时后，且与原时间不同</Trans>;
    }
    default:
      return refusalText(error, <Trans>没有提交成功，请稍后重试</Trans>);
  }
}
