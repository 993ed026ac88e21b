CREATE TABLE "import_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"state" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"report" jsonb,
	CONSTRAINT "import_runs_state_check" CHECK ("import_runs"."state" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "imported_records" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"source" text NOT NULL,
	"hash" text NOT NULL,
	"gone" boolean DEFAULT false NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_records_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "import_runs_one_running_index" ON "import_runs" USING btree ("state") WHERE "import_runs"."state" = 'running';