import { describe, expect, it } from 'vitest';
import { analysePage, flightRows, flightText } from '../../bench/lib/weight.mjs';

/** The bench's page-weight split (issue 23.3) on a page made by hand: what it reads is what the pages carry. */
const row = (text: string) => `<script>self.__next_f.push([1,${JSON.stringify(text)}])</script>`;
const flight = [
  '2:I[123,["/_next/static/chunks/a.js"],"CompanyCards"]\n',
  '3:["$","article",null,{"className":"card","children":[["$","a",null,{"href":"/yp/company/1","children":"Алтай"}],["$","$L2",null,{"cards":[{"id":1,"name":"Алтай"}]}]]}]\n',
  '4:T8,Сайн',
];
const html = `<!DOCTYPE html><html><body><article class="card"><a href="/yp/company/1">Алтай</a></article>${flight.map(row).join('')}<script>other()</script></body></html>`;

describe('page weight: markup and inline RSC payload', () => {
  it('joins the pushed chunks and reads their rows, text rows by their byte length', () => {
    const rows = flightRows(flightText(html));
    expect(rows.map((r) => [r.id, r.tag])).toEqual([['2', 'I'], ['3', ''], ['4', 'T']]);
    expect(rows[2].value).toBe('Сайн');
  });

  it('splits the page into markup, payload and other scripts, and each by kind and client component', () => {
    const w = analysePage(html);
    expect(w.html).toBe(Buffer.byteLength(html));
    expect(w.markup + w.rsc + w.otherScripts).toBe(w.html);
    expect(w.markupByKind['class names']).toBe(Buffer.byteLength(' class="card"'));
    expect(w.markupByKind.links).toBe(Buffer.byteLength(' href="/yp/company/1"'));
    expect(w.markupByKind.text).toBe(Buffer.byteLength('Алтай'));
    expect(w.rscByKind['class names']).toBe(Buffer.byteLength('\\"card\\"'));
    expect(w.rscByKind.links).toBe(Buffer.byteLength('\\"/yp/company/1\\"'));
    expect(Object.keys(w.rscByClient)).toEqual(['CompanyCards']);
    expect(w.rscByClient.CompanyCards).toBe(Buffer.byteLength(JSON.stringify(JSON.stringify([{ id: 1, name: 'Алтай' }]))) - 2);
  });
});
