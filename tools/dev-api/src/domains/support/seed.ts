import type { Db } from '../../db';
import { BRAND_NAMES, CATEGORIES, DESKS, QUESTIONS, type Audience, type Text } from './content';

const fill = (t: Text, brand: string): Text => ({
  zh: t.zh.replace(/\{brand\}/g, BRAND_NAMES[brand]!.zh),
  en: t.en.replace(/\{brand\}/g, BRAND_NAMES[brand]!.en),
});

/**
 * Every brand's desk, categories and questions (students' and coaches'), written once into empty
 * tables. The helpful counts start from small numbers so a page does not open at zero. Nothing here
 * is dated: "online now" is worked out from the clock at each request.
 */
export function seedSupport(db: Db): void {
  if (db.prepare('SELECT COUNT(*) FROM support_desks').pluck().get() !== 0) return;
  const desk = db.prepare(
    'INSERT INTO support_desks (brand, phone, chat_id, open_minute, close_minute, days) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const cat = db.prepare(
    'INSERT INTO support_categories (brand, audience, key, name_zh, name_en, position) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const question = db.prepare(
    `INSERT INTO support_questions (brand, audience, category, position, common, question_zh, question_en,
       answer_zh, answer_en, yes_base, no_base) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const [brand, d] of Object.entries(DESKS)) {
      desk.run(brand, d.phone, d.chatId, d.open, d.close, JSON.stringify(d.days));
      for (const audience of ['student', 'coach'] as Audience[]) {
        CATEGORIES[audience].forEach((c, i) => cat.run(brand, audience, c.key, c.name.zh, c.name.en, i));
        QUESTIONS[audience].forEach((s, i) => {
          const q = fill(s.q, brand);
          const a = s.a.map((p) => fill(p, brand));
          question.run(
            brand,
            audience,
            s.category,
            i,
            s.common ? 1 : 0,
            q.zh,
            q.en,
            JSON.stringify(a.map((p) => p.zh)),
            JSON.stringify(a.map((p) => p.en)),
            12 + ((i * 7) % 30),
            (i * 3) % 5,
          );
        });
      }
    }
  })();
}
