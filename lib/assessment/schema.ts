import { boolean, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { memberCompanies } from '@/lib/logos/schema';

/** Questionnaire items. cid is the dotted index (7.4, 7.4.1); pid is the parent index, null for section headings. */
export const assessmentQuestions = pgTable('assessment_questions', {
  id: serial('id').primaryKey(),
  cid: text('cid').notNull().unique(),
  pid: text('pid'),
  question: text('question').notNull(),
  question_en: text('question_en').notNull().default(''),
  /** What a member can do when the answer is 'no' (the improvement list), in both languages; staff edit it. */
  guidance: text('guidance').notNull().default(''),
  guidance_en: text('guidance_en').notNull().default(''),
});

/** Respondents of the open (own-interest) self-assessment. */
export const openRespondents = pgTable('open_respondents', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone_number: text('phone_number').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const openAnswers = pgTable(
  'open_answers',
  {
    id: serial('id').primaryKey(),
    respondent_id: integer('respondent_id').notNull().references(() => openRespondents.id, { onDelete: 'cascade' }),
    question_id: integer('question_id').notNull().references(() => assessmentQuestions.id, { onDelete: 'cascade' }),
    answer: boolean('answer').notNull(),
    proof: boolean('proof').notNull().default(false),
  },
  (t) => [unique('open_answers_once').on(t.respondent_id, t.question_id)],
);

/**
 * A member's answers; answer_id numbers the member's successive assessments. The open assessment's rows are the
 * member's saved draft until Finish replaces them with a complete, scored set.
 */
export const memberAnswers = pgTable(
  'member_answers',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id').notNull().references(() => memberCompanies.id, { onDelete: 'cascade' }),
    answer_id: integer('answer_id').notNull(),
    question_id: integer('question_id').notNull().references(() => assessmentQuestions.id, { onDelete: 'cascade' }),
    /** Null while the member has typed a comment or attached proof but not yet chosen yes or no (a draft row). */
    answer: boolean('answer'),
    proof: boolean('proof').notNull().default(false),
    proof_file: text('proof_file'),
    comment: text('comment').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('member_answers_once').on(t.member_id, t.answer_id, t.question_id)],
);

export const assessmentResults = pgTable(
  'assessment_results',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id').notNull().references(() => memberCompanies.id, { onDelete: 'cascade' }),
    answer_id: integer('answer_id').notNull(),
    main_percentage: integer('main_percentage').notNull(),
    first_section_per: integer('first_section_per').notNull(),
    second_section_per: integer('second_section_per').notNull(),
    third_section_per: integer('third_section_per').notNull(),
    fourth_section_per: integer('fourth_section_per').notNull(),
    fifth_section_per: integer('fifth_section_per').notNull(),
    total_true: integer('total_true').notNull(),
    total_false: integer('total_false').notNull(),
    finished: boolean('finished').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('assessment_results_once').on(t.member_id, t.answer_id)],
);

export const assessmentAttachments = pgTable('assessment_attachments', {
  id: serial('id').primaryKey(),
  result_id: integer('result_id').notNull().unique().references(() => assessmentResults.id, { onDelete: 'cascade' }),
  answer_id: integer('answer_id').notNull(),
  member_id: integer('member_id').notNull().references(() => memberCompanies.id, { onDelete: 'cascade' }),
  official_document: text('official_document').notNull(),
  form: text('form').notNull(),
  publication: boolean('publication').notNull().default(true),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Hashed one-time codes for member assessment ('member') and meeting sign-in ('participant'). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    subject_id: integer('subject_id').notNull(),
    code_hash: text('code_hash').notNull(),
    /** The random handle the client names this code by: sequential ids would let anyone spend other people's tries. */
    challenge: text('challenge').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    voided_at: timestamp('voided_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_subject_idx').on(t.purpose, t.subject_id, t.created_at)],
);
