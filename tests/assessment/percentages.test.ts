import { describe, expect, it } from 'vitest';
import { percent, scoreAnswers } from '@/lib/assessment/percentages';

const a = (cid: string, answer: boolean) => ({ cid, answer });

describe('percentages (whole numbers)', () => {
  it('rounds to the nearest whole number, halves up', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(1, 8)).toBe(13); // 12.5
    expect(percent(1, 6)).toBe(17); // 16.67
    expect(percent(5, 5)).toBe(100);
  });

  it('is 0 when there is nothing to divide by', () => {
    expect(percent(0, 0)).toBe(0);
  });

  it('main percentage is yes answers over all saved answers', () => {
    const s = scoreAnswers([a('1.1.1', true), a('1.1.2', false), a('2.1.1', true)]);
    expect(s.main_percentage).toBe(67);
    expect(s.total_true).toBe(2);
    expect(s.total_false).toBe(1);
  });

  it('each section counts only the answers saved in it; an empty section is 0', () => {
    const s = scoreAnswers([a('1.1.1', true), a('1.2.1', false), a('1.2.2', false), a('3.1.1', true), a('5.2.1', false)]);
    expect(s.first_section_per).toBe(33);
    expect(s.second_section_per).toBe(0);
    expect(s.third_section_per).toBe(100);
    expect(s.fourth_section_per).toBe(0);
    expect(s.fifth_section_per).toBe(0);
    expect(s.main_percentage).toBe(40);
  });

  it('does not mistake section 10 for section 1', () => {
    const s = scoreAnswers([a('10.1.1', true), a('1.1.1', false)]);
    expect(s.first_section_per).toBe(0);
    expect(s.main_percentage).toBe(50);
  });

  it('scores no answers as all zeros', () => {
    expect(scoreAnswers([])).toEqual({
      main_percentage: 0,
      first_section_per: 0,
      second_section_per: 0,
      third_section_per: 0,
      fourth_section_per: 0,
      fifth_section_per: 0,
      total_true: 0,
      total_false: 0,
    });
  });
});
