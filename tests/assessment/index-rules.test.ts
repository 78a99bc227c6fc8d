import { describe, expect, it } from 'vitest';
import { compareIndex, isValidIndex, parentIndex } from '@/lib/assessment/index-rules';
import { answerableGroups, buildGroups } from '@/lib/assessment/groups';

describe('question index rules', () => {
  it('accepts digits joined by dots with at least one dot', () => {
    for (const cid of ['7.4', '7.4.1', '1.0', '12.10.3']) expect(isValidIndex(cid)).toBe(true);
  });

  it('refuses a single number, letters, empty parts and stray dots', () => {
    for (const cid of ['7', '', '7.', '.4', '7..4', '7.a', '7,4', ' 7.4', '7.4 ', '7.4.1.']) expect(isValidIndex(cid)).toBe(false);
  });

  it('derives the parent: none for two parts or fewer, else the index minus its last part', () => {
    expect(parentIndex('7.4')).toBeNull();
    expect(parentIndex('7.4.1')).toBe('7.4');
    expect(parentIndex('7.4.1.2')).toBe('7.4.1');
  });

  it('orders indexes part by part as numbers', () => {
    const sorted = ['7.10', '7.9', '7.9.1', '10.1', '2.1'].sort(compareIndex);
    expect(sorted).toEqual(['2.1', '7.9', '7.9.1', '7.10', '10.1']);
  });
});

describe('questionnaire groups', () => {
  it('groups sub-questions under their heading and headings under their section, in order', () => {
    const groups = buildGroups([
      { id: 3, cid: '1.1.2', pid: '1.1', question: 'B' },
      { id: 1, cid: '1.1', pid: null, question: 'Heading' },
      { id: 2, cid: '1.1.1', pid: '1.1', question: 'A' },
      { id: 4, cid: '2.1', pid: null, question: 'Other' },
    ]);
    expect(groups.map((g) => g.mainIndex)).toEqual(['1', '2']);
    expect(groups[0]!.mainTitle).toBe('Засаглал, ёс зүй ба ил тод байдал');
    expect(groups[0]!.questions[0]).toEqual({ id: 1, cid: '1.1', question: 'Heading', children: [
      { id: 2, cid: '1.1.1', question: 'A' },
      { id: 3, cid: '1.1.2', question: 'B' },
    ] });
  });

  it('shows English text when asked and present, Mongolian otherwise', () => {
    const groups = buildGroups(
      [
        { id: 1, cid: '1.1', pid: null, question: 'Бодлого', question_en: 'Policy' },
        { id: 2, cid: '1.1.1', pid: '1.1', question: 'Асуулт', question_en: '' },
      ],
      'en',
    );
    expect(groups[0]!.mainTitle).toBe('Governance, ethics and transparency');
    expect(groups[0]!.questions[0]!.question).toBe('Policy');
    expect(groups[0]!.questions[0]!.children[0]!.question).toBe('Асуулт');
  });

  it('keeps a sub-question whose heading is missing, under an untitled heading', () => {
    const groups = buildGroups([{ id: 9, cid: '6.2.1', pid: '6.2', question: 'Lonely' }]);
    expect(groups[0]!.mainTitle).toBe('6-р хэсэг');
    expect(groups[0]!.questions[0]).toMatchObject({ id: null, cid: '6.2', question: '', children: [{ id: 9 }] });
  });
});

describe('the public questionnaire', () => {
  it('drops headings without sub-questions and sections left empty', () => {
    const groups = answerableGroups(
      buildGroups([
        { id: 1, cid: '1.1', pid: null, question: 'Heading' },
        { id: 2, cid: '1.1.1', pid: '1.1', question: 'A' },
        { id: 3, cid: '1.2', pid: null, question: 'Empty heading' },
        { id: 4, cid: '9.1', pid: null, question: 'Lonely heading' },
      ]),
    );
    expect(groups.map((g) => g.mainIndex)).toEqual(['1']);
    expect(groups[0]!.questions.map((q) => q.cid)).toEqual(['1.1']);
  });
});
