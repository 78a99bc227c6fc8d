import 'server-only';
import type { JobWriter } from '@/lib/jobs';
import { letter } from '@/lib/mail/letter';
import { queueMail } from '@/lib/mail/queue';
import { SECTION_KEYS, sectionTitle } from './sections';
import type { assessmentResults } from './schema';
import type { SessionMember } from './member-session';

type Result = typeof assessmentResults.$inferSelect;

const SECTION_COLUMNS = ['first_section_per', 'second_section_per', 'third_section_per', 'fourth_section_per', 'fifth_section_per'] as const;

/** The member's own copy of the result they submitted, queued with the submission. */
export async function queueResultCopy(jobs: JobWriter, member: SessionMember, result: Result) {
  const lines = (locale: 'mn' | 'en') =>
    SECTION_KEYS.map((key, i) => `${sectionTitle(key, locale)}: ${result[SECTION_COLUMNS[i]!]}%`).join('\n');
  await queueMail(
    jobs,
    letter({
      to: member.email,
      subject: 'Өөрийн үнэлгээний дүн / Your self-assessment result',
      mn: [
        `Сайн байна уу, ${member.name}.`,
        `Хариуцлагатай уул уурхайн өөрийн үнэлгээг илгээлээ. Нийт дүн: ${result.main_percentage}% (тийм ${result.total_true}, үгүй ${result.total_false}).`,
        lines('mn'),
      ],
      en: [
        'Your responsible-mining self-assessment has been submitted.',
        `Overall: ${result.main_percentage}% (${result.total_true} yes, ${result.total_false} no).`,
        lines('en'),
      ],
    }),
    { kind: 'assessment-result', related: `assessment result ${result.id}` },
  );
}
