import type { Migration } from '../../domain';

/**
 * The catalogue (per sub-app), store-order rows beside the orders backbone, shipments and reviews.
 * Times are epoch milliseconds like the orders tables; lists of values are JSON text.
 */
export const shopMigrations: Migration[] = [
  {
    name: 'shop-001-catalogue',
    sql: `CREATE TABLE shop_categories (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      sub_app TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('goods', 'equipment', 'film')),
      name TEXT NOT NULL,
      icon TEXT NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE shop_spus (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      sub_app TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('goods', 'equipment', 'film')),
      category_id INTEGER NOT NULL REFERENCES shop_categories(id),
      title TEXT NOT NULL,
      subtitle TEXT NOT NULL DEFAULT '',
      cover TEXT NOT NULL,
      images TEXT NOT NULL DEFAULT '[]',
      spec_names TEXT NOT NULL DEFAULT '[]',
      params TEXT NOT NULL DEFAULT '[]',
      description TEXT NOT NULL DEFAULT '[]',
      shipping_note TEXT NOT NULL DEFAULT '',
      freight INTEGER NOT NULL DEFAULT 0 CHECK (freight >= 0),
      original_price INTEGER NOT NULL CHECK (original_price >= 0),
      promo_ends_at INTEGER,
      sales INTEGER NOT NULL DEFAULT 0,
      tags TEXT NOT NULL DEFAULT '[]',
      on_sale INTEGER NOT NULL DEFAULT 1,
      yoga_mat INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL);
    CREATE INDEX shop_spus_list ON shop_spus (sub_app, on_sale, kind, category_id);
    CREATE TABLE shop_skus (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      spu_id INTEGER NOT NULL REFERENCES shop_spus(id),
      specs TEXT NOT NULL DEFAULT '[]',
      price INTEGER NOT NULL CHECK (price >= 0),
      member_price INTEGER CHECK (member_price >= 0),
      stock INTEGER NOT NULL CHECK (stock >= 0),
      image TEXT NOT NULL);
    CREATE INDEX shop_skus_spu ON shop_skus (spu_id);
    CREATE TABLE shop_banners (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      sub_app TEXT NOT NULL,
      kind TEXT NOT NULL,
      image TEXT NOT NULL,
      title TEXT NOT NULL,
      link TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0);`,
  },
  {
    // One row per store order beside the backbone's orders row; the address is a snapshot, so a
    // later edit or delete of the address book does not change where a parcel went.
    name: 'shop-002-orders',
    sql: `CREATE TABLE shop_orders (
      order_no TEXT PRIMARY KEY REFERENCES orders(order_no),
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      goods_amount INTEGER NOT NULL,
      freight INTEGER NOT NULL DEFAULT 0,
      remark TEXT NOT NULL DEFAULT '',
      address TEXT NOT NULL,
      received_at INTEGER);
    CREATE INDEX shop_orders_user ON shop_orders (user_id, sub_app);
    CREATE TABLE shop_order_items (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_no TEXT NOT NULL REFERENCES shop_orders(order_no),
      spu_id INTEGER NOT NULL REFERENCES shop_spus(id),
      sku_id INTEGER NOT NULL REFERENCES shop_skus(id),
      title TEXT NOT NULL,
      spec_text TEXT NOT NULL,
      cover TEXT NOT NULL,
      price INTEGER NOT NULL,
      quantity INTEGER NOT NULL CHECK (quantity > 0),
      reviewed INTEGER NOT NULL DEFAULT 0,
      UNIQUE (order_no, sku_id));
    CREATE INDEX shop_order_items_sku ON shop_order_items (sku_id);`,
  },
  {
    name: 'shop-003-shipments',
    sql: `CREATE TABLE shop_shipments (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_no TEXT NOT NULL UNIQUE REFERENCES shop_orders(order_no),
      carrier TEXT NOT NULL,
      carrier_phone TEXT NOT NULL,
      tracking_no TEXT NOT NULL UNIQUE,
      courier TEXT NOT NULL,
      courier_phone TEXT NOT NULL,
      shipped_at INTEGER NOT NULL);`,
  },
  {
    // Seeded reviews have no order; a buyer's have one per order and SKU (reviewing twice is refused).
    name: 'shop-004-reviews',
    sql: `CREATE TABLE shop_reviews (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      spu_id INTEGER NOT NULL REFERENCES shop_spus(id),
      sku_id INTEGER REFERENCES shop_skus(id),
      order_no TEXT,
      user_id INTEGER,
      author TEXT NOT NULL,
      stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
      text TEXT NOT NULL DEFAULT '',
      spec_text TEXT NOT NULL DEFAULT '',
      photos TEXT NOT NULL DEFAULT '[]',
      created_at INTEGER NOT NULL,
      UNIQUE (order_no, sku_id));
    CREATE INDEX shop_reviews_spu ON shop_reviews (spu_id, created_at);`,
  },
  {
    // English beside the merchant's Chinese: '' (or '[]' never written) means none yet, and the Chinese
    // is served. The seed fills these (seed-english.ts); an order item keeps both languages of its
    // title and specs as bought, so a later rename changes neither.
    name: 'shop-005-english',
    sql: `ALTER TABLE shop_categories ADD COLUMN name_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE shop_banners ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE shop_spus ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE shop_spus ADD COLUMN subtitle_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE shop_spus ADD COLUMN spec_names_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE shop_spus ADD COLUMN params_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE shop_spus ADD COLUMN description_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE shop_spus ADD COLUMN tags_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE shop_spus ADD COLUMN shipping_note_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE shop_skus ADD COLUMN specs_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE shop_order_items ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE shop_order_items ADD COLUMN spec_text_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE shop_reviews ADD COLUMN spec_text_en TEXT NOT NULL DEFAULT '';`,
  },
];
