import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PromoteKit } from '@yoga/contract';
import { ActionBar, CopyButton, cx, PageShell, QueryState, showToast, useSubApp } from '@yoga/ui';
import { usePromoteKit } from './api';
import { inviteUrl } from './invite-link';
import type { PosterInput } from './poster';
import { POSTER_THEMES } from './poster-themes';
import s from './coach-promote.module.css';

/** promote_tools: a poster drawn on the device with my QR and name (long-press to save); texts to copy. */
export default function PromoteScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const q = usePromoteKit(sub.id);
  return (
    <PageShell>
      <QueryState query={q} skeleton="blocks" errorMessage={t`推广素材加载失败，请重试`}>
        {(kit) => <PromoteBody kit={kit} />}
      </QueryState>
    </PageShell>
  );
}

function PromoteBody({ kit }: { kit: PromoteKit }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const [chosen, setChosen] = useState(kit.posters[0]?.id ?? 0);
  const [image, setImage] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const poster = kit.posters.find((p) => p.id === chosen) ?? kit.posters[0];

  const generate = async () => {
    if (!poster || drawing) return;
    setDrawing(true);
    try {
      // The drawing and the QR encoder load on the first tap, not with the screen.
      const { drawPoster } = await import('./poster');
      const input: PosterInput = {
        headline: poster.headline,
        subline: poster.subline,
        coachName: kit.coach.name,
        coachTitle: kit.coach.title,
        scanHint: t`扫码查看老师的会员邀请`,
        link: inviteUrl(sub, kit.teacherId),
        theme: poster.theme,
      };
      setImage(await drawPoster(input));
    } catch {
      void showToast(t`海报生成失败，请重试`, { icon: 'fail' });
    } finally {
      setDrawing(false);
    }
  };

  return (
    <div className="y-stack" data-testid="promote-tools">
      <section className="y-card y-col y-gap-3">
        <h2 className="y-m0 y-lg">
          <Trans>推广海报</Trans>
        </h2>
        <div className="y-grid-2" role="radiogroup" aria-label={t`海报样式`}>
          {kit.posters.map((p) => (
            <label
              key={p.id}
              className={cx('y-rounded y-xs y-min0 y-focus', s.choice, p.id === chosen && s.choiceOn)}
              style={{ background: `var(${POSTER_THEMES[p.theme].band})` }}
            >
              <input
                className="y-hidden-input"
                type="radio"
                name="poster"
                checked={p.id === chosen}
                onChange={() => (setChosen(p.id), setImage(null))}
              />
              <strong className="y-md">{p.headline}</strong>
              <span>{p.subline}</span>
            </label>
          ))}
        </div>
        {image ? (
          <figure className="y-col y-align-center y-gap-2 y-m0">
            <img
              src={image}
              alt={t`推广海报：${kit.coach.name}的邀请二维码`}
              data-testid="poster-image"
              className={cx('y-rounded', s.posterImg)}
            />
            <figcaption className="y-muted y-sm y-center">
              <Trans>长按图片保存到相册，分享给学员</Trans>
            </figcaption>
          </figure>
        ) : null}
      </section>

      <section className="y-card y-col y-gap-3">
        <h2 className="y-m0 y-lg">
          <Trans>推广文案</Trans>
        </h2>
        <ul className="y-plain y-col y-gap-3">
          {kit.texts.map((x, i) => {
            const n = i + 1;
            return (
              <li key={x.id} className={cx('y-row y-align-start y-gap-2 y-rounded', s.text)}>
                <p className={cx('y-grow y-m0 y-md', s.prose)}>{x.text}</p>
                <CopyButton value={x.text} label={t`复制第 ${n} 条文案`} />
              </li>
            );
          })}
        </ul>
      </section>

      <ActionBar>
        <button type="button" className="y-btn" disabled={drawing} onClick={() => void generate()}>
          {drawing ? <Trans>生成中…</Trans> : image ? <Trans>重新生成海报</Trans> : <Trans>生成海报</Trans>}
        </button>
      </ActionBar>
    </div>
  );
}
