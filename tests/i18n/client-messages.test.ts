import { describe, expect, it } from 'vitest';
import { pickMessages } from '@/lib/i18n/client-messages';

const all = {
  common: { loading: 'Loading', pager: { first: 'First', next: 'Next' } },
  yp: { title: 'Directory', contact: { title: 'Contact', intro: 'Long intro', hoursText: 'Mon-Fri' }, nav: { home: 'Home' } },
};

describe('pickMessages', () => {
  it('picks whole namespaces, sections and single strings, and nothing else', () => {
    expect(pickMessages(all, ['common', 'yp.nav', 'yp.title', 'yp.contact.title', 'yp.contact.hoursText'])).toEqual({
      common: all.common,
      yp: { nav: { home: 'Home' }, title: 'Directory', contact: { title: 'Contact', hoursText: 'Mon-Fri' } },
    });
  });

  it('leaves out paths that name nothing, and leaves the messages it reads unchanged', () => {
    const before = structuredClone(all);
    expect(pickMessages(all, ['missing', 'yp.missing', 'yp.title.deeper', 'common.pager.last'])).toEqual({});
    expect(pickMessages(all, ['common', 'common.pager.first'])).toEqual({ common: all.common });
    expect(all).toEqual(before);
  });
});
