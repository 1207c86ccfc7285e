import type { Db } from '../../db';

const brands = ['onmat', 'phala', 'suman', 'slim', 'yoga-bay', 'beaticam', 'cycling'];
const coaches = [
  { name: '林晓岚', title: '阿斯汤加认证导师', years: 9 },
  { name: '周一鸣', title: '流瑜伽与体式矫正', years: 6 },
  { name: '陈思雨', title: '孕产瑜伽教练', years: 7 },
  { name: 'Emma Clarke', title: 'Yin & restorative yoga', years: 11 },
  { name: '王可心', title: '普拉提器械导师', years: 5 },
];
const courses = [
  { name: '晨间唤醒流瑜伽', minutes: 45, level: '入门', price: 0 },
  { name: '肩颈放松理疗课', minutes: 60, level: '入门', price: 3900 },
  { name: '核心力量普拉提', minutes: 50, level: '进阶', price: 5900 },
  { name: '阿斯汤加一序列精练', minutes: 90, level: '高阶', price: 8800 },
  { name: 'Sunset Yin Yoga', minutes: 60, level: 'All levels', price: 4900 },
  { name: '睡前冥想与呼吸', minutes: 30, level: '入门', price: 1900 },
];
const vipCards = [
  { name: '周卡', days: 7, price: 2900 },
  { name: '月卡', days: 30, price: 9900 },
  { name: '季卡', days: 90, price: 26900 },
  { name: '年卡', days: 365, price: 89900 },
];
const products = [
  { name: 'TPU 双面防滑瑜伽垫 6mm', price: 26800, stock: 120 },
  { name: '软木瑜伽砖（两块装）', price: 8900, stock: 300 },
  { name: '加长棉质伸展带', price: 3900, stock: 500 },
  { name: 'Organic cotton yoga bolster', price: 15900, stock: 40 },
  { name: '速干运动背心', price: 12900, stock: 80 },
];
const certificates = [
  { name: 'RYT-200 瑜伽教师资格', hours: 200 },
  { name: '普拉提垫上初级认证', hours: 80 },
  { name: '孕产瑜伽专项认证', hours: 60 },
];
const articles = [
  { title: '新手第一周：如何安排练习频率', body: '刚开始练习时，每周三到四次、每次三十分钟左右最容易坚持。' },
  { title: '下犬式常见的五个错误', body: '脚跟不必贴地，先把背部拉长；手指张开，把重量均匀压在掌根与指腹。' },
  {
    title: 'Breathing basics for beginners',
    body: 'Breathe in and out through the nose, and let the exhale be a little longer than the inhale.',
  },
];

/**
 * The English of every Chinese text above. Rows are stored as the seed wrote them (Chinese) and read
 * in the caller's language (routes.ts), so a catalogue seeded before this table existed reads in
 * English too, and nothing has to be migrated.
 */
export const catalogEnglish: Record<string, string> = {
  林晓岚: 'Lin Xiaolan',
  阿斯汤加认证导师: 'Certified Ashtanga teacher',
  周一鸣: 'Zhou Yiming',
  流瑜伽与体式矫正: 'Vinyasa flow and alignment',
  陈思雨: 'Chen Siyu',
  孕产瑜伽教练: 'Prenatal and postnatal yoga coach',
  王可心: 'Wang Kexin',
  普拉提器械导师: 'Pilates equipment teacher',
  晨间唤醒流瑜伽: 'Morning wake-up flow',
  肩颈放松理疗课: 'Shoulder and neck release',
  核心力量普拉提: 'Core strength Pilates',
  阿斯汤加一序列精练: 'Ashtanga primary series, refined',
  睡前冥想与呼吸: 'Bedtime meditation and breathing',
  入门: 'Beginner',
  进阶: 'Intermediate',
  高阶: 'Advanced',
  周卡: 'Weekly pass',
  月卡: 'Monthly pass',
  季卡: 'Quarterly pass',
  年卡: 'Annual pass',
  'TPU 双面防滑瑜伽垫 6mm': 'TPU double-sided non-slip yoga mat, 6 mm',
  '软木瑜伽砖（两块装）': 'Cork yoga blocks (pair)',
  加长棉质伸展带: 'Extra-long cotton stretch strap',
  速干运动背心: 'Quick-dry sports vest',
  'RYT-200 瑜伽教师资格': 'RYT-200 yoga teacher certification',
  普拉提垫上初级认证: 'Mat Pilates foundation certificate',
  孕产瑜伽专项认证: 'Prenatal yoga certificate',
  '新手第一周：如何安排练习频率': 'Your first week: how often to practise',
  '刚开始练习时，每周三到四次、每次三十分钟左右最容易坚持。':
    'When you start, three or four sessions a week of about thirty minutes each is the easiest rhythm to keep.',
  下犬式常见的五个错误: 'Five common mistakes in downward dog',
  '脚跟不必贴地，先把背部拉长；手指张开，把重量均匀压在掌根与指腹。':
    'Your heels need not touch the floor: lengthen your back first; spread your fingers and press evenly through palms and fingertips.',
};

/** Realistic catalogue data for every brand, written once into an empty catalogue. */
export function seedCatalog(db: Db): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM catalog').get() as { n: number };
  if (n > 0) return;
  const insert = db.prepare('INSERT INTO catalog (kind, brand, data) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const brand of brands) {
      const put = (kind: string, rows: object[]) =>
        rows.forEach((r) => insert.run(kind, brand, JSON.stringify(r)));
      put('coaches', coaches);
      put(
        'courses',
        courses.map((c, i) => ({ ...c, coach: coaches[i % coaches.length]!.name })),
      );
      put(
        'classes',
        courses.slice(0, 4).map((c, i) => ({
          course: c.name,
          startsAt: `2026-12-0${i + 1}T07:30:00+08:00`,
          seats: 20,
          booked: 5 + i * 3,
        })),
      );
      put('vip-cards', vipCards);
      put('products', products);
      put('certificates', certificates);
      put('articles', articles);
    }
  })();
}
