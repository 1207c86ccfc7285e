import type { Migration } from '../../domain';

export const slimVideoMigrations: Migration[] = [
  {
    name: 'slim-video-001-create',
    sql: `CREATE TABLE slim_video_courses (
      id INTEGER PRIMARY KEY,
      title_zh TEXT NOT NULL, title_en TEXT NOT NULL,
      coach_zh TEXT NOT NULL, coach_en TEXT NOT NULL,
      summary_zh TEXT NOT NULL, summary_en TEXT NOT NULL,
      price INTEGER NOT NULL,
      hue INTEGER NOT NULL);
    CREATE TABLE slim_video_themes (
      id INTEGER PRIMARY KEY,
      course_id INTEGER NOT NULL REFERENCES slim_video_courses(id),
      sort INTEGER NOT NULL,
      title_zh TEXT NOT NULL, title_en TEXT NOT NULL);
    CREATE TABLE slim_video_lessons (
      id INTEGER PRIMARY KEY,
      course_id INTEGER NOT NULL REFERENCES slim_video_courses(id),
      theme_id INTEGER NOT NULL REFERENCES slim_video_themes(id),
      sort INTEGER NOT NULL,
      title_zh TEXT NOT NULL, title_en TEXT NOT NULL,
      duration_sec INTEGER NOT NULL,
      free INTEGER NOT NULL DEFAULT 0,
      video_file TEXT NOT NULL);
    CREATE TABLE slim_video_progress (
      user_id INTEGER NOT NULL REFERENCES users(id),
      lesson_id INTEGER NOT NULL REFERENCES slim_video_lessons(id),
      position_sec INTEGER NOT NULL,
      max_sec INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (user_id, lesson_id));
    CREATE TABLE slim_video_owned (
      user_id INTEGER NOT NULL REFERENCES users(id),
      course_id INTEGER NOT NULL REFERENCES slim_video_courses(id),
      order_no TEXT NOT NULL,
      at INTEGER NOT NULL,
      PRIMARY KEY (user_id, course_id));`,
  },
];
