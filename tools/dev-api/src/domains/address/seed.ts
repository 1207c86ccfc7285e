import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';

/** Sub-apps whose shop ships to a saved address (cycling and beaticam have no address book). */
const SUB_APPS = ['onmat', 'phala', 'slim'];
const DAY = 86_400_000;

/** Region codes are those of @vant/area-data, so the region picker reopens at the seeded choice. */
const samples = [
  {
    name: '李小雨',
    phone: '13800138000',
    region: ['浙江省', '杭州市', '西湖区'],
    codes: ['330000', '330100', '330106'],
    detail: '文三路 100 号 黄龙时代广场 B 座 1203 室',
    isDefault: 1,
  },
  {
    name: '王晓晨',
    phone: '13912345678',
    region: ['上海市', '上海市', '徐汇区'],
    codes: ['310000', '310100', '310104'],
    detail: '漕溪北路 88 号 圣爱大厦 7 楼前台',
    isDefault: 0,
  },
];

/** Two addresses of the demo student on each sub-app with an address book, the default first. */
export function seedAddress(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM addresses').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const insert = db.prepare(
    `INSERT INTO addresses (user_id, sub_app, name, area_code, phone, region, region_codes, detail, is_default,
       created_at, updated_at) VALUES (?, ?, ?, '86', ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    const userId = demoUserId(db, now);
    for (const subApp of SUB_APPS) {
      samples.forEach((s, i) => {
        const at = now - (i + 1) * DAY;
        const region = JSON.stringify(s.region);
        insert.run(
          userId,
          subApp,
          s.name,
          s.phone,
          region,
          JSON.stringify(s.codes),
          s.detail,
          s.isDefault,
          at,
          at,
        );
      });
    }
  })();
}
