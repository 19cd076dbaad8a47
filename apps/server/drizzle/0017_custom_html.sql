CREATE TABLE "custom_html_blocks" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "custom_html_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(50) NOT NULL,
	"html" text NOT NULL,
	"page" varchar(16) NOT NULL,
	"community_id" integer,
	"course_id" integer,
	"module_id" integer,
	"lesson_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_html_blocks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "custom_html_blocks_page" CHECK ("custom_html_blocks"."page" in ('homepage', 'course', 'module', 'lesson', 'community', 'favorite', 'product', 'profile', 'search')),
	CONSTRAINT "custom_html_blocks_html_size" CHECK (octet_length("custom_html_blocks"."html") <= 102400)
);
--> statement-breakpoint
ALTER TABLE "custom_html_blocks" ADD CONSTRAINT "custom_html_blocks_tenant_id_community_id_communities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","community_id") REFERENCES "public"."communities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_html_blocks" ADD CONSTRAINT "custom_html_blocks_tenant_id_course_id_courses_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."courses"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_html_blocks" ADD CONSTRAINT "custom_html_blocks_tenant_id_module_id_modules_tenant_id_id_fk" FOREIGN KEY ("tenant_id","module_id") REFERENCES "public"."modules"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_html_blocks" ADD CONSTRAINT "custom_html_blocks_tenant_id_lesson_id_lessons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lesson_id") REFERENCES "public"."lessons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_html_blocks_page_index" ON "custom_html_blocks" USING btree ("tenant_id","page");--> statement-breakpoint
-- Change notifications for the blocks kept in memory (docs/caching.md, trigger function of 0006):
-- a block written, edited or deleted, by the edit panel, a cascade or by hand.
CREATE TRIGGER custom_html_blocks_changed AFTER INSERT OR UPDATE OR DELETE ON custom_html_blocks
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('b', 'tenant_id');
