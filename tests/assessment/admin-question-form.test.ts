import { describe, expect, it } from 'vitest';
import { questionResource } from '@/app/(admin)/admin/(shell)/update-assessment/resource';

/** The question form's checks as the resource form runs them: on the body built from the values. */
async function firstMessage(values: Record<string, unknown>) {
  const result = await questionResource.schema.insert!.safeParseAsync(questionResource.api.toApi!(values));
  return result.success ? null : result.error.issues[0]!.message;
}

describe('the assessment question form (spec §5)', () => {
  it('asks for the index, then blocks a malformed one with the spec message', async () => {
    expect(await firstMessage({ cid: ' ', question: 'Q' })).toBe('Үнэлгээний индексийг оруулна уу');
    expect(await firstMessage({ cid: '7', question: 'Q' })).toBe('Индексийн формат алдаатай байна.');
  });

  it('asks for the question text', async () => {
    expect(await firstMessage({ cid: '7.4', originalCid: '7.4', id: 3, question: ' ' })).toBe('Үнэлгээний асуултыг оруулна уу');
  });

  it('an edit sends its id, the stored index and the derived parent, trimmed', () => {
    expect(questionResource.api.toApi!({ id: 3, originalCid: '7.4', cid: ' 7.4.2 ', question: ' Q ', question_en: '', guidance: '', guidance_en: '' })).toEqual({
      id: 3,
      originalCid: '7.4',
      cid: '7.4.2',
      pid: '7.4',
      question: 'Q',
      question_en: '',
      guidance: '',
      guidance_en: '',
    });
  });
});
