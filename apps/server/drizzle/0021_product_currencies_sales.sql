ALTER TABLE "point_products" ADD COLUMN "price_usd" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "vip_products" ADD COLUMN "price_usd" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "vip_products" ADD COLUMN "sale_tenths" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "vip_products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vip_products" ADD CONSTRAINT "vip_products_sale_ends_chk" CHECK ("vip_products"."sale_tenths" is null or ("vip_products"."sale_ends_at" is not null and "vip_products"."sale_tenths" > 0 and "vip_products"."sale_tenths" < 10));--> statement-breakpoint
UPDATE "point_products" SET "price_usd" = v.p FROM (VALUES ('points_60', 0.99), ('points_300', 4.99), ('points_680', 9.99), ('points_1280', 19.99), ('points_3280', 49.99), ('points_6480', 99.99)) AS v(id, p) WHERE "point_products"."product_id" = v.id AND "point_products"."price_usd" IS NULL;--> statement-breakpoint
UPDATE "vip_products" SET "price_usd" = v.p FROM (VALUES ('vip_1m', 2.99), ('vip_3m', 7.99), ('vip_12m', 24.99)) AS v(id, p) WHERE "vip_products"."product_id" = v.id AND "vip_products"."price_usd" IS NULL;
