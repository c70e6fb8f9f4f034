-- Counts the dashboard shows for events that leave no row of their own (answers book pages
-- opened, AI fallbacks), per UTC day.
CREATE TABLE "daily_counts" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_counts_day_name_pk" PRIMARY KEY("day","name")
);
