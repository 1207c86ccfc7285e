import type { ProductKind } from '@yoga/contract';
import type { Db } from '../../db';
import { specTextOf } from './catalog-store';

const DAY = 86_400_000;
const authors = ['李**', '王**', '张**', '匿名用户', '陈**', '刘**', '周**', '林**', '赵**', '吴**'];
const texts: Record<ProductKind, [number, string][]> = {
  goods: [
    [5, '质感超出预期，做下犬式手掌完全不打滑，老师推荐的果然没错。'],
    [5, '颜色很温柔，和照片一样。包装很用心，还送了收纳绑带。'],
    [4, '整体很满意，刚拆开有一点点橡胶味，通风两天就散了。'],
    [5, '第二次回购了，送给朋友一个，物流很快，隔天就到。'],
    [3, '东西不错，就是稍微有点重，通勤背着略累。'],
    [5, '会员价入手很划算，上课用了两周，回弹很好。'],
    [4, '做工细致，尺码标准，平时穿 M 买 M 刚好。'],
    [5, '练热瑜伽出汗很多也稳稳的，推荐！'],
  ],
  equipment: [
    [5, '到货调校得很好，装上车把脚踏就能骑，第一次骑就爱上了。'],
    [5, '车架很轻，爬坡轻松不少，变速清脆。'],
    [4, '整体满意，座垫偏硬，换了个软座垫。'],
    [5, '门店免费保养很贴心，客服回复也快。'],
    [3, '颜色比图片略深，骑行体验不错。'],
  ],
  film: [
    [5, '显色很正，白边配什么照片都好看，囤了五盒。'],
    [5, '限时价很划算，日期新鲜，拍出来颗粒感很喜欢。'],
    [4, '彩虹边派对上超受欢迎，就是冬天显影慢一点。'],
    [5, '包装严实，没有漏光，每张都成功出片。'],
  ],
};

/** Reviews on the popular products (the yoga mat has the most), a few with photos, over past weeks. */
export function seedReviews(db: Db, now: number, spuIds: number[], kind: ProductKind): void {
  const insert = db.prepare(
    `INSERT INTO shop_reviews (spu_id, sku_id, author, stars, text, spec_text, photos, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const spuId of spuIds) {
    const spu = db.prepare('SELECT sales, cover, yoga_mat FROM shop_spus WHERE id = ?').get(spuId) as {
      sales: number;
      cover: string;
      yoga_mat: number;
    };
    const count = spu.yoga_mat ? 8 : spu.sales >= 2000 ? 4 : spu.sales >= 1000 ? 2 : 0;
    const skus = db.prepare('SELECT id, specs FROM shop_skus WHERE spu_id = ? ORDER BY id').all(spuId) as {
      id: number;
      specs: string;
    }[];
    const pool = texts[kind];
    for (let i = 0; i < count; i++) {
      const [stars, text] = pool[(spuId + i) % pool.length]!;
      const sku = skus[(i * 3) % skus.length]!;
      const photos =
        i % 3 === 0
          ? [3, 1, 5].slice(0, 1 + (i % 2) + (spu.yoga_mat ? 1 : 0)).map((v, k) => ({
              id: `seed-${spuId}-${i}-${k}`,
              url: spu.cover.replace(/-0\.svg$/, `-${v}.svg`),
            }))
          : [];
      const at = now - (i * 2 + 1 + (spuId % 3)) * DAY;
      insert.run(
        spuId,
        sku.id,
        authors[(spuId + i) % authors.length],
        stars,
        text,
        specTextOf(sku),
        JSON.stringify(photos),
        at,
      );
    }
  }
}
