CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "categories" (
	"cid" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"category" text NOT NULL,
	"category_en" text NOT NULL,
	"category_status" boolean DEFAULT true NOT NULL,
	"page_type" text,
	"category_level" integer DEFAULT 1 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"category_cid" integer NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"publisher" text DEFAULT 'Админ' NOT NULL,
	"news_status" boolean DEFAULT true NOT NULL,
	"yellow_book" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_cid" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "static_pages_category_cid_unique" UNIQUE("category_cid")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text DEFAULT 'mm' NOT NULL,
	"image" text NOT NULL,
	"sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"business_type" text NOT NULL,
	"member_request" boolean DEFAULT false NOT NULL,
	"codex_request" boolean DEFAULT false NOT NULL,
	"meeting_request" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text DEFAULT 'mm' NOT NULL,
	"icon" text NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"account_role" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_key" text NOT NULL,
	"seller_name" text NOT NULL,
	"order_num" text NOT NULL,
	"type" text NOT NULL,
	"sell_datetime" timestamp with time zone NOT NULL,
	"quantity" numeric NOT NULL,
	"currency" text DEFAULT 'MNT' NOT NULL,
	"lot_size" numeric NOT NULL,
	"own_url" text,
	"url" text,
	"other" text,
	CONSTRAINT "notices_external_key_unique" UNIQUE("external_key")
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_key" text NOT NULL,
	"seller_name" text NOT NULL,
	"product_name" text NOT NULL,
	"product_category" text DEFAULT '' NOT NULL,
	"mass" numeric DEFAULT 0 NOT NULL,
	"min_price" numeric,
	"deal_price" numeric,
	"price_currency" text DEFAULT 'MNT' NOT NULL,
	"trade_datetime" timestamp with time zone NOT NULL,
	"own_url" text,
	"url" text,
	CONSTRAINT "trades_external_key_unique" UNIQUE("external_key")
);
--> statement-breakpoint
CREATE TABLE "about_us" (
	"id" serial PRIMARY KEY NOT NULL,
	"about_category" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"position_en" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"company_en" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"profile" text DEFAULT '' NOT NULL,
	"years_of_work" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"board_member" boolean DEFAULT false NOT NULL,
	"main_member" boolean DEFAULT false NOT NULL,
	"public_relations_committee" boolean DEFAULT false NOT NULL,
	"environment_committee" boolean DEFAULT false NOT NULL,
	"legal_committee" boolean DEFAULT false NOT NULL,
	"logistics_committee" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "responsible_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"logo" text NOT NULL,
	"link" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_pdfs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"pdf" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "minerals" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mining_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"video" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sustainable_mining" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"language" text DEFAULT 'mn' NOT NULL,
	"posters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pdf" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"pdf" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"official_document" text NOT NULL,
	"form" text NOT NULL,
	"publication" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_attachments_result_id_unique" UNIQUE("result_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"cid" text NOT NULL,
	"pid" text,
	"question" text NOT NULL,
	"question_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "assessment_questions_cid_unique" UNIQUE("cid")
);
--> statement-breakpoint
CREATE TABLE "assessment_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"main_percentage" integer NOT NULL,
	"first_section_per" integer NOT NULL,
	"second_section_per" integer NOT NULL,
	"third_section_per" integer NOT NULL,
	"fourth_section_per" integer NOT NULL,
	"fifth_section_per" integer NOT NULL,
	"total_true" integer NOT NULL,
	"total_false" integer NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_results_once" UNIQUE("member_id","answer_id")
);
--> statement-breakpoint
CREATE TABLE "member_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" boolean NOT NULL,
	"proof" boolean DEFAULT false NOT NULL,
	"proof_file" text,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_answers_once" UNIQUE("member_id","answer_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"respondent_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" boolean NOT NULL,
	"proof" boolean DEFAULT false NOT NULL,
	CONSTRAINT "open_answers_once" UNIQUE("respondent_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "open_respondents" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agendas" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_date_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"agenda_image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"day" integer NOT NULL,
	"event_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"information" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_date_id" integer NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"hall_name" text NOT NULL,
	"hall_name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	CONSTRAINT "languages_language_unique" UNIQUE("language")
);
--> statement-breakpoint
CREATE TABLE "presentations" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"event_date_id" integer NOT NULL,
	"present_name" text NOT NULL,
	"present_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presenters" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name_mn" text NOT NULL,
	"name_en" text NOT NULL,
	"position_mn" text NOT NULL,
	"position_en" text NOT NULL,
	"profile_img" text NOT NULL,
	"presenter_queue" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"company" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"country" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "week_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"cid" integer NOT NULL,
	"pid" integer,
	"category" text NOT NULL,
	"category_en" text NOT NULL,
	"category_status" boolean DEFAULT true NOT NULL,
	"page_type" text DEFAULT 'static' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	CONSTRAINT "week_categories_cid_unique" UNIQUE("cid")
);
--> statement-breakpoint
CREATE TABLE "week_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "week_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_cid" integer NOT NULL,
	"title" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"approval" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_categories" (
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "company_categories_company_id_category_id_pk" PRIMARY KEY("company_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "company_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contact_type" text NOT NULL,
	"contact_value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_translations" (
	"company_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"about_company" text DEFAULT '' NOT NULL,
	CONSTRAINT "company_translations_company_id_lang_pk" PRIMARY KEY("company_id","lang")
);
--> statement-breakpoint
CREATE TABLE "person_translations" (
	"person_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"profession" text DEFAULT '' NOT NULL,
	"advice_range" text DEFAULT '' NOT NULL,
	CONSTRAINT "person_translations_person_id_lang_pk" PRIMARY KEY("person_id","lang")
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"approval" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrants" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"person_id" integer,
	"name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yp_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_code" text NOT NULL,
	"main_code" text NOT NULL,
	"name_mn" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "yp_categories_category_code_unique" UNIQUE("category_code")
);
--> statement-breakpoint
CREATE TABLE "meeting_participants" (
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"meeting_time_id" integer NOT NULL,
	CONSTRAINT "meeting_participants_busy" UNIQUE("user_id","meeting_time_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_number" text NOT NULL,
	"room_pic" text DEFAULT '' NOT NULL,
	"capacity" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_date" date NOT NULL,
	"meeting_time" time NOT NULL,
	CONSTRAINT "meeting_times_slot" UNIQUE("meeting_date","meeting_time")
);
--> statement-breakpoint
CREATE TABLE "meeting_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"user_type" text DEFAULT 'Exhibitor' NOT NULL,
	"user_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_users_user_token_unique" UNIQUE("user_token")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_number" text NOT NULL,
	"meeting_status" text DEFAULT 'pending' NOT NULL,
	"meeting_time_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"meeting_description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_meeting_number_unique" UNIQUE("meeting_number")
);
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_cid_categories_cid_fk" FOREIGN KEY ("category_cid") REFERENCES "public"."categories"("cid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attachments" ADD CONSTRAINT "assessment_attachments_result_id_assessment_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."assessment_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attachments" ADD CONSTRAINT "assessment_attachments_member_id_member_companies_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_member_id_member_companies_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_answers" ADD CONSTRAINT "member_answers_member_id_member_companies_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_answers" ADD CONSTRAINT "member_answers_question_id_assessment_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assessment_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_answers" ADD CONSTRAINT "open_answers_respondent_id_open_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."open_respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_answers" ADD CONSTRAINT "open_answers_question_id_assessment_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assessment_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendas" ADD CONSTRAINT "agendas_event_date_id_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."event_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendas" ADD CONSTRAINT "agendas_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_dates" ADD CONSTRAINT "event_dates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_event_date_id_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."event_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_event_date_id_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."event_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presenters" ADD CONSTRAINT "presenters_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_categories" ADD CONSTRAINT "company_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_categories" ADD CONSTRAINT "company_categories_category_id_yp_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."yp_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_translations" ADD CONSTRAINT "company_translations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_translations" ADD CONSTRAINT "person_translations_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrants" ADD CONSTRAINT "registrants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrants" ADD CONSTRAINT "registrants_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_user_id_meeting_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."meeting_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_meeting_time_id_meeting_times_id_fk" FOREIGN KEY ("meeting_time_id") REFERENCES "public"."meeting_times"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_meeting_time_id_meeting_times_id_fk" FOREIGN KEY ("meeting_time_id") REFERENCES "public"."meeting_times"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_room_id_meeting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_sender_id_meeting_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."meeting_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_receiver_id_meeting_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."meeting_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_category_created_idx" ON "news" USING btree ("category_cid","created_at");--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "banners_site_sequence_idx" ON "banners" USING btree ("site","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_accounts_email_unique" ON "admin_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "notices_datetime_idx" ON "notices" USING btree ("sell_datetime");--> statement-breakpoint
CREATE INDEX "trades_datetime_idx" ON "trades" USING btree ("trade_datetime");--> statement-breakpoint
CREATE UNIQUE INDEX "member_companies_email_unique" ON "member_companies" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "one_time_codes_subject_idx" ON "one_time_codes" USING btree ("purpose","subject_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_event_email_unique" ON "registrations" USING btree ("event_id",lower("email"));--> statement-breakpoint
CREATE INDEX "company_categories_category_idx" ON "company_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "company_translations_name_trgm" ON "company_translations" USING gin (upper("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "person_translations_name_trgm" ON "person_translations" USING gin (upper("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meeting_participants_meeting_idx" ON "meeting_participants" USING btree ("meeting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_users_email_unique" ON "meeting_users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_room_slot_live" ON "meetings" USING btree ("room_id","meeting_time_id") WHERE meeting_status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "meetings_sender_idx" ON "meetings" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "meetings_receiver_idx" ON "meetings" USING btree ("receiver_id");