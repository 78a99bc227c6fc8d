import { markedParts, type Mark } from '@/lib/search/snippet';

/** A text with the searched-for part in <mark> (the marks the search gave: [start, length] in characters). */
export function MarkedText({ text, marks }: { text: string; marks: Mark[] }) {
  return (
    <>
      {markedParts(text, marks).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))}
    </>
  );
}
