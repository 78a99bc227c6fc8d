import { banners, officeRequests, socialLinks } from '@/lib/site/schema';
import type { Tx } from '@/lib/db/client';
import type { Random } from './random';
import { SEED_COUNTS, seedFiles } from './assets';
import { daysFrom, notAfter } from './time';
import { insertRows } from './insert';

/** What each demo banner says, in Mongolian and English (its alt text on /mm, /yp and their /en pages). */
const BANNER_ALTS: Record<'mm' | 'yp', [string, string][]> = {
  mm: [
    ['Хариуцлагатай уул уурхай: уурхайн талбайн өглөөний дүр зураг', 'Responsible mining: a mine site in the morning light'],
    ['Mining Week 2025, Улаанбаатар, 9-р сарын 11-13', 'Mining Week 2025, Ulaanbaatar, 11-13 September'],
    ['Уул уурхайн салбарын нэгдсэн дуу хоолой', 'The united voice of the mining sector'],
    ['Нөхөн сэргээсэн талбай: ногоон ирээдүйн төлөө', 'Rehabilitated land: working for a green future'],
    ['Ирээдүйн уурхайчид хөтөлбөр', 'The future miners programme'],
  ],
  yp: [
    ['Уул уурхайн нэгдсэн лавлах 2025', 'Mongolian Mining Directory 2025'],
    ['Ханган нийлүүлэгч, үйлчилгээ үзүүлэгчдийг олоорой', 'Find suppliers and service providers'],
    ['Зөвлөх инженерүүд танд үйлчилнэ', 'Consulting engineers at your service'],
  ],
};
const bannerRow = (site: 'mm' | 'yp', image: string, i: number) => {
  const [alt, alt_en] = BANNER_ALTS[site][i % BANNER_ALTS[site].length]!;
  return { site, image, alt, alt_en, sequence: i + 1 };
};

const SOCIAL = [
  { site: 'mm', icon: 'facebook', link: 'https://www.facebook.com/mongolianminingassociation' },
  { site: 'mm', icon: 'x', link: 'https://x.com/mnma_mongolia' },
  { site: 'mm', icon: 'youtube', link: 'https://www.youtube.com/@mongolianminingassociation' },
  { site: 'mm', icon: 'linkedin', link: 'https://www.linkedin.com/company/mongolian-national-mining-association' },
  { site: 'mw', icon: 'facebook', link: 'https://www.facebook.com/miningweekmongolia' },
  { site: 'mw', icon: 'instagram', link: 'https://www.instagram.com/miningweekmongolia' },
  { site: 'mw', icon: 'youtube', link: 'https://www.youtube.com/@miningweekmongolia' },
  { site: 'mw', icon: 'linkedin', link: 'https://www.linkedin.com/company/mining-week-mongolia' },
];

const REQUESTERS = [
  ['Хан Хэнтий Майнинг ХХК', 'info@khankhentii-mining.mn', '70115566', 'Алтны олборлолт'],
  ['Шинэ Зам Логистик ХХК', 'contact@shinezam.mn', '77001122', 'Тээвэр ложистик'],
  ['Сэлэнгэ Эквипмент ХХК', 'sales@selenge-equipment.mn', '75118899', 'Уул уурхайн тоног төхөөрөмж'],
  ['Итгэл Консалтинг ХХК', 'office@itgel-consulting.mn', '99019988', 'Зөвлөх үйлчилгээ'],
  ['Дөл Сэйфти ХХК', 'info@dul-safety.mn', '88117744', 'Хамгаалах хэрэгсэл'],
  ['Бөөрөлж Эксплорэйшн ХХК', 'hello@buurulj.mn', '70304050', 'Геологи хайгуул'],
  ['Мандал Лаб ХХК', 'lab@mandal-lab.mn', '77106060', 'Лабораторийн шинжилгээ'],
  ['Ирмүүн Кэмп Сервис ХХК', 'camp@irmuun.mn', '95102030', 'Кемп, хоол үйлчилгээ'],
  ['Анод Трейд ХХК', 'trade@anod.mn', '99887766', 'Сэлбэг худалдаа'],
  ['Хүслэн Академи', 'academy@khuslen.edu.mn', '70127070', 'Сургалт'],
  ['Цогт Дриллинг ХХК', 'drill@tsogt.mn', '88990011', 'Өрөмдлөгийн үйлчилгээ'],
  ['Их Шанд Ресурс ХХК', 'info@ikhshand.mn', '70158080', 'Жоншны олборлолт'],
] as const;

/** Footer social links (mm, mw), home banners (mm, yp) and membership requests. */
export async function seedSite(tx: Tx, rand: Random, now: Date) {
  await insertRows(tx, socialLinks, SOCIAL);
  await insertRows(tx, banners, [
    ...Array.from({ length: SEED_COUNTS.bannerMm }, (_, i) => bannerRow('mm', seedFiles.mmBanner(i), i)),
    ...Array.from({ length: SEED_COUNTS.bannerYp }, (_, i) => bannerRow('yp', seedFiles.ypBanner(i), i)),
  ]);
  await insertRows(
    tx,
    officeRequests,
    REQUESTERS.map(([name, email, phone_number, business_type], i) => {
      const purpose = i % 4;
      return {
        name,
        email,
        phone_number,
        business_type,
        member_request: purpose !== 1,
        codex_request: purpose === 1 || purpose === 3,
        meeting_request: purpose === 2 || purpose === 3,
        created_at: notAfter(daysFrom(now, -i * 11 - rand.int(0, 5), rand.int(9, 17), rand.int(0, 59)), now),
      };
    }),
  );
}
