-- Entries saved by the quick log carry its defaults for title, importance and goal until the athlete
-- completes them; every entry so far is complete.
ALTER TABLE "protocol_entries" ADD COLUMN "quick" boolean DEFAULT false NOT NULL;