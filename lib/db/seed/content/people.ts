/** Mongolian personal names for demo people: an initial of the father's name and a given name, in both scripts. */
const GIVEN: readonly (readonly [string, string, 'male' | 'female'])[] = [
  ['Батбаяр', 'Batbayar', 'male'], ['Энхтуяа', 'Enkhtuya', 'female'], ['Ганбаатар', 'Ganbaatar', 'male'], ['Оюунчимэг', 'Oyunchimeg', 'female'],
  ['Мөнхбат', 'Munkhbat', 'male'], ['Сарантуяа', 'Sarantuya', 'female'], ['Төмөрбаатар', 'Tumurbaatar', 'male'], ['Нарантуяа', 'Narantuya', 'female'],
  ['Эрдэнэбилэг', 'Erdenebileg', 'male'], ['Болормаа', 'Bolormaa', 'female'], ['Баярсайхан', 'Bayarsaikhan', 'male'], ['Цэцэгмаа', 'Tsetsegmaa', 'female'],
  ['Дашдорж', 'Dashdorj', 'male'], ['Ариунаа', 'Ariunaa', 'female'], ['Сүхбаатар', 'Sukhbaatar', 'male'], ['Хулан', 'Khulan', 'female'],
  ['Отгонбаяр', 'Otgonbayar', 'male'], ['Наранцэцэг', 'Narantsetseg', 'female'], ['Ганзориг', 'Ganzorig', 'male'], ['Мөнхзул', 'Munkhzul', 'female'],
  ['Пүрэвдорж', 'Purevdorj', 'male'], ['Уянга', 'Uyanga', 'female'], ['Энхбат', 'Enkhbat', 'male'], ['Золзаяа', 'Zolzaya', 'female'],
  ['Тэмүүлэн', 'Temuulen', 'male'], ['Ануджин', 'Anujin', 'female'], ['Лхагвасүрэн', 'Lkhagvasuren', 'male'], ['Одгэрэл', 'Odgerel', 'female'],
  ['Билгүүн', 'Bilguun', 'male'], ['Номин-Эрдэнэ', 'Nomin-Erdene', 'female'], ['Гантулга', 'Gantulga', 'male'], ['Алтанцэцэг', 'Altantsetseg', 'female'],
  ['Хишигбаяр', 'Khishigbayar', 'male'], ['Даваажаргал', 'Davaajargal', 'female'], ['Жаргалсайхан', 'Jargalsaikhan', 'male'], ['Ундрах', 'Undrakh', 'female'],
  ['Мягмарсүрэн', 'Myagmarsuren', 'male'], ['Сэлэнгэ', 'Selenge', 'female'], ['Түвшинбаяр', 'Tuvshinbayar', 'male'], ['Гэрэлмаа', 'Gerelmaa', 'female'],
];
const INITIALS: readonly (readonly [string, string])[] = [
  ['Б', 'B'], ['Г', 'G'], ['Д', 'D'], ['Ц', 'Ts'], ['Н', 'N'], ['С', 'S'], ['Т', 'T'], ['Э', 'E'], ['О', 'O'], ['Л', 'L'], ['М', 'M'], ['Ж', 'J'], ['Х', 'Kh'],
];

export type PersonName = { mn: string; en: string; given: string; givenEn: string; gender: 'male' | 'female' };

/** The n-th demo name; initials rotate at a different pace from given names, so names repeat rarely. */
export function personName(n: number): PersonName {
  const [given, givenEn, gender] = GIVEN[n % GIVEN.length];
  const [initial, initialEn] = INITIALS[(n * 7 + Math.floor(n / GIVEN.length)) % INITIALS.length];
  return { mn: `${initial}. ${given}`, en: `${initialEn}. ${givenEn}`, given, givenEn, gender };
}

/** A Mongolian mobile number, deterministic per n. */
export function phoneNumber(n: number): string {
  const prefixes = ['99', '88', '95', '94', '80', '86'];
  return `${prefixes[n % prefixes.length]}${String((n * 7919 + 1234567) % 1000000).padStart(6, '0')}`;
}
