import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { COURSE_CODES } from '@yoga/contract/codes';
import { PageShell, StateView } from '@yoga/ui';

/**
 * Why this course cannot be paid for (the class sold out between the detail page and here, the
 * course ended, it was bought already), with the way back to choose again.
 */
export function PayRefusal({ code, detailHref }: { code: number; detailHref: string }) {
  const title =
    code === COURSE_CODES.classFull ? (
      <Trans>该上课时间已约满</Trans>
    ) : code === COURSE_CODES.alreadyBought ? (
      <Trans>你已购买该课程</Trans>
    ) : code === COURSE_CODES.courseEnded ? (
      <Trans>课程已结束</Trans>
    ) : (
      <Trans>课程不存在</Trans>
    );
  const description =
    code === COURSE_CODES.classFull ? (
      <Trans>刚刚有同学订走了最后的名额，请选择其他上课时间</Trans>
    ) : undefined;
  return (
    <PageShell>
      <StateView
        illustration={code === COURSE_CODES.courseEnded ? 'ended' : 'empty'}
        title={title}
        description={description}
        action={
          <Link className="y-btn" to={detailHref} replace>
            {code === COURSE_CODES.classFull ? <Trans>选择其他时间</Trans> : <Trans>返回课程详情</Trans>}
          </Link>
        }
      />
    </PageShell>
  );
}

/**
 * The refusals the pay screen explains itself; a course that is not found shows the kit's
 * not-found state, anything else is an ordinary error.
 */
export const refusalCodes: readonly number[] = [
  COURSE_CODES.classFull,
  COURSE_CODES.alreadyBought,
  COURSE_CODES.courseEnded,
];
