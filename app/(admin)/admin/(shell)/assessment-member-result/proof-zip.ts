import { downloadBlob } from '@/components/assessment/export/exporters';

/** Characters that file systems refuse in names. */
const unsafe = /[\\/:*?"<>|\u0000-\u001f]+/g;

/**
 * Downloads every proof file by its URL into one ZIP (jszip loaded on demand) named '<respondent>-proof.zip', the
 * member's name made safe for a file name; each entry is named by the question index it proves.
 */
export async function saveProofZip(respondent: string, files: { cid: string; proof_file: string }[]) {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  await Promise.all(
    files.map(async (f) => {
      const res = await fetch(f.proof_file, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(`${f.proof_file}: ${res.status}`);
      const ext = f.proof_file.split('.').pop();
      zip.file(`${f.cid}.${ext}`, await res.blob());
    }),
  );
  downloadBlob(await zip.generateAsync({ type: 'blob' }), `${respondent.replace(unsafe, '_').trim() || 'member'}-proof.zip`);
}
