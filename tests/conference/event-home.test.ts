import { describe, expect, it } from 'vitest';
import { loadCurrentEvent } from '@/lib/conference/page-data';
import { invitationParagraphs } from '@/lib/conference/event-home-schema';
import { call } from '../support/api';
import { fakePng, form, pngFile, weekStaff } from './fixtures';

const W = '/api/admin/week';
const staff = weekStaff();

/** The head of an MP4 file (an ftyp box): what the storage recognises as a video by its bytes. */
const mp4File = () => new File([new Uint8Array([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 0, 0, ...Buffer.from('isommp41')])], 'banner.mp4', { type: 'video/mp4' });

describe('the /mw home as data: invitation and banner edited in /admin/week/home', () => {
  it('splits the invitation into paragraphs at blank lines, keeping a block’s line breaks as spaces', () => {
    expect(invitationParagraphs('One\nline.\n\n  Two.  \r\n\r\nThree.\n\n\n')).toEqual(['One line.', 'Two.', 'Three.']);
    expect(invitationParagraphs('  ')).toEqual([]);
  });

  it('staff save both texts, an MP4 and a poster; the home page of the current edition reads them', async () => {
    const res = await call('POST', `${W}/update/event-home`, {
      cookie: staff.editor,
      form: form({ id: '3', invitation_mn: 'Урьж байна.\n\nХүлээж байна.', invitation_en: 'You are invited.\n\nWe look forward to it.', video: mp4File(), poster: pngFile() }),
    });
    expect(res.status).toBe(200);
    expect(res.json.event).toMatchObject({ banner_video: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.mp4$/), banner_poster: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/) });
    const en = await loadCurrentEvent('en');
    expect(en.invitation).toEqual(['You are invited.', 'We look forward to it.']);
    expect(en.banner).toEqual({ video: res.json.event.banner_video, poster: res.json.event.banner_poster });
    expect((await loadCurrentEvent('mn')).invitation).toEqual(['Урьж байна.', 'Хүлээж байна.']);

    // Texts alone keep the stored files; an English text left blank shows the Mongolian one.
    const texts = await call('POST', `${W}/update/event-home`, { cookie: staff.editor, form: form({ id: '3', invitation_mn: 'Шинэ урилга.', invitation_en: '' }) });
    expect(texts.json.event).toMatchObject({ banner_video: res.json.event.banner_video, banner_poster: res.json.event.banner_poster });
    expect((await loadCurrentEvent('en')).invitation).toEqual(['Шинэ урилга.']);
  });

  it('refuses a poster or video whose bytes are not what the name says, an unknown edition and read-only accounts', async () => {
    const base = { id: '3', invitation_mn: 'x', invitation_en: 'x' };
    expect((await call('POST', `${W}/update/event-home`, { cookie: staff.editor, form: form({ ...base, poster: fakePng() }) })).status).toBe(400);
    expect((await call('POST', `${W}/update/event-home`, { cookie: staff.editor, form: form({ ...base, video: pngFile('clip.mp4') }) })).status).toBe(400);
    expect((await call('POST', `${W}/update/event-home`, { cookie: staff.editor, form: form({ ...base, id: '999' }) })).status).toBe(404);
    expect((await call('POST', `${W}/update/event-home`, { cookie: staff.reader, form: form(base) })).status).toBe(403);
    expect((await loadCurrentEvent('mn')).invitation).toEqual(['Шинэ урилга.']);
  });
});
