import { notFound } from 'next/navigation';

/** Any path no site owns. */
export default function UnknownPage() {
  notFound();
}
