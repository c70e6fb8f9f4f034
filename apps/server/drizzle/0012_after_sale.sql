-- After the sale: an order keeps its payment id, how much was refunded and its chargeback; a
-- balance may go below zero when a refund or chargeback takes back points already spent; an
-- account can be flagged for an operator. Only additions: the previous version keeps working.
ALTER TABLE "point_accounts" DROP CONSTRAINT "point_accounts_balance_nonneg";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_intent_uq" ON "orders" USING btree ("payment_intent_id");