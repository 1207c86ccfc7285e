import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatClassTime } from '@yoga/format';
import { link } from '@yoga/platform';
import { EmptyState, PageShell, QueryState, useSubApp, cx } from '@yoga/ui';
import { useMaterialClasses } from './api/materials';
import s from './materials.module.css';

/** upload_material_initial: the coach picks which class the material is for (its classes ahead, soonest first). */
export default function UploadInitialScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const classes = useMaterialClasses(sub.id);
  return (
    <PageShell>
      <QueryState
        query={classes}
        skeleton={{ shape: 'cards', lines: 3 }}
        errorMessage={t`课程加载失败，请重试`}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={<Trans>近期没有需要上传资料的课程</Trans>} />}
      >
        {(list) => (
          <div className="y-stack" data-testid="material-classes">
            <p className="y-muted y-sm">
              <Trans>选择要上传资料的课程，支持视频和图片</Trans>
            </p>
            <ul className="y-plain y-col y-gap-3">
              {list.map((c) => (
                <li key={c.id}>
                  <Link
                    className={cx('y-card y-pad-3 y-col y-gap-2', s.link)}
                    to={link(sub, 'upload_material', { classId: c.id })}
                  >
                    <h2 className="y-m0 y-lg">{c.title}</h2>
                    <span className="y-muted y-sm">{formatClassTime(c.startsAt)}</span>
                    <span>{c.brief}</span>
                    <span className="y-muted y-sm">
                      <Plural
                        value={c.uploaded}
                        _0="还没有上传资料"
                        one="已上传 # 份资料"
                        other="已上传 # 份资料"
                      />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </QueryState>
    </PageShell>
  );
}
