-- Decision 0088: what the source's list said of a record when it was last read in full.
ALTER TABLE "imported_records" ADD COLUMN "stamp" text;
