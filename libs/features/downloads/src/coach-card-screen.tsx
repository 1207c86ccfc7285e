import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import { DOWNLOADS_CODES } from '@yoga/contract/codes';
import { parseId } from '@yoga/format';
import { PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useCoachCard } from './api/downloads-api';
import { CoachCardView } from './coach-card';

/** connect_teacher/:userId: a coach's contact card, reached from a course's coach row and its detail bar. */
export default function CoachCardScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const id = parseId(useParams().userId);
  const card = useCoachCard(sub.id, id);
  const unknown = card.error instanceof ApiBusinessError && card.error.code === DOWNLOADS_CODES.coachNotFound;
  return (
    <PageShell>
      <QueryState
        query={card}
        skeleton="detail"
        notFound={id === null || unknown}
        notFoundTitle={<Trans>老师不存在</Trans>}
        errorMessage={t`加载失败，请重试`}
      >
        {(c) => <CoachCardView card={c} />}
      </QueryState>
    </PageShell>
  );
}
