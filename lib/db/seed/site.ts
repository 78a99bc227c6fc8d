import { banners, officeRequests, socialLinks } from '@/lib/site/schema';
import type { Tx } from '@/lib/db/client';
import type { Random } from './random';
import { SEED_COUNTS, seedFiles } from './assets';
import { daysFrom, notAfter } from './time';
import { insertRows } from './insert';

/** What each demo banner shows, in Mongolian and English (its alt text on /mm, /yp and their /en pages). */
const BANNER_ALTS: Record<'mm' | 'yp', [string, string][]> = {
  mm: [
    ['Ил уурхайн шатлалууд, өглөөний гэрэлд ажиллаж буй автосамосвал, экскаватор', 'Open-pit benches with haul trucks and an excavator in the morning light'],
    ['Mining Week чуулганы танхим: тайз, дэлгэц дээрх график, оролцогчид', 'The Mining Week conference hall: stage, a chart on the screen and the audience'],
    ['Говийн тээврийн замаар явж буй автосамосвалууд', 'Haul trucks on a winding road in the Gobi'],
    ['Нөхөн сэргээсэн талбай: ногоон дэнж, залуу мод, цөөрөм', 'Rehabilitated land: green terraces, young trees and a pond'],
    ['Өрөмдлөгийн кернийн хайрцагнууд', 'Boxes of drill core samples'],
  ],
  yp: [
    ['Хайгуулын талбайн изогипс бүхий зураг', 'A survey map with contour lines and drill holes'],
    ['Шөнийн баяжуулах үйлдвэр ба туузан дамжуулга', 'A processing plant and its conveyor at night'],
    ['Уурхайн дэргэдэх нарны цахилгаан станц', 'A solar farm beside a mine'],
  ],
};

/** A demo banner; the association's heroes come with their phone pictures. */
const bannerRow = (site: 'mm' | 'yp', image: string, i: number, image_phone = '') => {
  const [alt, alt_en] = BANNER_ALTS[site][i % BANNER_ALTS[site].length]!;
  return { site, image, image_phone, alt, alt_en, sequence: i + 1 };
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
    ...Array.from({ length: SEED_COUNTS.bannerMm }, (_, i) => bannerRow('mm', seedFiles.mmBanner(i), i, seedFiles.mmBannerPhone(i))),
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
