/** Texts of the conference site: halls, talks, presenters' roles, 2023 news. Pairs are [mn, en]. */
export const HALLS: readonly (readonly [string, string])[] = [
  ['Их танхим', 'Main Hall'],
  ['Чингис танхим', 'Chinggis Hall'],
  ['Хөх танхим', 'Blue Hall'],
  ['B2B танхим', 'B2B Hall'],
];

/** Conference talks in Mongolian and English. */
export const TALKS: readonly (readonly [string, string])[] = [
  ['Монголын уул уурхайн салбарын төлөв 2025-2030', 'The outlook for Mongolian mining, 2025-2030'],
  ['Зэс ба эрчим хүчний шилжилт', 'Copper and the energy transition'],
  ['Дижитал уурхай: ил уурхайн автоматжуулалт', 'The digital mine: automating open-pit operations'],
  ['Уул уурхайн компаниудын ESG тайлагнал', 'ESG reporting by mining companies'],
  ['Нүүрсний экспорт ба хил дамнасан тээвэр', 'Coal exports and cross-border transport'],
  ['Нөхөн сэргээлтийн шилдэг туршлага', 'Best practice in land rehabilitation'],
  ['Уурхайн усны менежмент', 'Water management at mine sites'],
  ['Геологи хайгуулын шинэ технологи', 'New technology in geological exploration'],
  ['Орон нутгийн ханган нийлүүлэгчдийг хөгжүүлэх нь', 'Developing local suppliers'],
  ['Уурхайн аюулгүй ажиллагааны соёл', 'A culture of safety at the mine'],
  ['Сэргээгдэх эрчим хүч уурхайд', 'Renewable energy at the mine'],
  ['Хөрөнгө оруулагчийн нүдээр: эрсдэл ба боломж', "Through an investor's eyes: risks and opportunities"],
];

export const PRESENTER_ROLES: readonly (readonly [string, string])[] = [
  ['Уул уурхай, хүнд үйлдвэрийн яамны бодлогын газрын дарга', 'Director of Policy, Ministry of Mining and Heavy Industry'],
  ['Гүйцэтгэх захирал, Хангай Ресурс ХХК', 'Chief Executive Officer, Khangai Resources LLC'],
  ['Ерөнхий геологич, Зэс Говь Майнинг ХХК', 'Chief Geologist, Zes Gobi Mining LLC'],
  ['Тогтвортой хөгжлийн захирал, Мөнх Ундарга Майнинг ХХК', 'Sustainability Director, Munkh Undarga Mining LLC'],
  ['Ахлах эдийн засагч, Итгэл Консалтинг ХХК', 'Senior Economist, Itgel Consulting LLC'],
  ['Технологийн захирал, Хөх Тэнгэр Машинери ХХК', 'Chief Technology Officer, Khukh Tenger Machinery LLC'],
  ['Гүйцэтгэх захирал, Шинэ Зам Логистик ХХК', 'Chief Executive Officer, Shine Zam Logistics LLC'],
  ['Профессор, Шинжлэх ухаан технологийн их сургууль', 'Professor, University of Science and Technology'],
  ['Хууль зүйн захирал, Их Шанд Ресурс ХХК', 'Legal Director, Ikh Shand Resources LLC'],
  ['Гүйцэтгэх захирал, Монголын Уул Уурхайн Үндэсний Ассоциаци', 'Executive Director, Mongolian National Mining Association'],
];

/**
 * The conference menu categories: the static ones (active, top level) are the /mw navbar, in cid order;
 * the news ones are the 2023 archive's news categories. Register is the navbar's own button, so its menu is off.
 */
export const WEEK_MENUS = [
  { cid: 1, pid: null, category: 'Нүүр', category_en: 'Home', page_type: 'static', link: '/mw' },
  { cid: 2, pid: null, category: 'Бүртгүүлэх', category_en: 'Register', page_type: 'static', link: '/mw/register', category_status: false },
  { cid: 3, pid: null, category: 'Мэдээ', category_en: 'News', page_type: 'news', link: '/mw/2023/news/3=1' },
  { cid: 4, pid: null, category: 'Илтгэлүүд', category_en: 'Presentations', page_type: 'static', link: '/mw/presentation' },
  { cid: 5, pid: null, category: 'Хөтөлбөр', category_en: 'Agenda', page_type: 'static', link: '/mw/agenda' },
  { cid: 6, pid: 3, category: 'Үзэсгэлэнгийн мэдээ', category_en: 'Exhibition news', page_type: 'news', link: '/mw/2023/news/6=1' },
  { cid: 7, pid: 3, category: 'Чуулганы мэдээ', category_en: 'Conference news', page_type: 'news', link: '/mw/2023/news/7=1' },
  { cid: 8, pid: null, category: 'Бидний тухай', category_en: 'About', page_type: 'static', link: '/mw/about' },
  { cid: 9, pid: null, category: 'Зургийн цомог', category_en: 'Gallery', page_type: 'static', link: '/mw/gallery' },
  { cid: 10, pid: null, category: 'Холбоо барих', category_en: 'Contact', page_type: 'static', link: '/mw/contact' },
  { cid: 11, pid: null, category: 'Mining Week 2023', category_en: 'Mining Week 2023', page_type: 'static', link: '/mw/2023' },
];

/** News of the 2023 edition: [category cid, title mn, title en, summary mn, summary en]. */
export const WEEK_NEWS: readonly (readonly [number, string, string, string, string])[] = [
  [3, 'Mining Week 2023 амжилттай өндөрлөлөө', 'Mining Week 2023 closes successfully', 'Гурван өдрийн арга хэмжээнд 25 мянган зочин оролцлоо.', 'Twenty-five thousand visitors attended the three-day event.'],
  [3, 'Mining Week 2023-ын бүртгэл эхэллээ', 'Registration for Mining Week 2023 is open', 'Оролцогчид цахимаар бүртгүүлж, үнэгүй нэвтрэх эрх авна.', 'Participants can register online for free entry.'],
  [3, 'Олон улсын 18 орны компани оролцоно', 'Companies from 18 countries to take part', 'Үзэсгэлэнд Австрали, Канад, Герман, Япон зэрэг орны компаниуд оролцоно.', 'Exhibitors include companies from Australia, Canada, Germany and Japan.'],
  [6, 'Үзэсгэлэнгийн талбайн зураглал гарлаа', 'Exhibition floor plan released', 'Гурван павильонд 300 гаруй лангуу байрлана.', 'More than 300 booths will fill three pavilions.'],
  [6, 'Хүнд даацын техникийн гадна үзэсгэлэн', 'Outdoor heavy equipment display', 'Уурхайн хамгийн том ачааны машинуудыг ойроос үзэх боломжтой.', 'Visitors can see the largest mine trucks up close.'],
  [6, 'Шилдэг лангууны шагнал гардууллаа', 'Best booth awards presented', 'Гурван төрлөөр шилдэг лангуунуудыг шалгаруулав.', 'The best booths were chosen in three categories.'],
  [7, 'Чуулганы хөтөлбөр танилцууллаа', 'Conference programme announced', 'Арван чуулган, 90 гаруй илтгэгч оролцоно.', 'Ten conferences with more than 90 speakers.'],
  [7, 'Хариуцлагатай уул уурхайн чуулганы зөвлөмж', 'Recommendations of the responsible mining conference', 'Чуулганаас Засгийн газарт таван зөвлөмж хүргүүллээ.', 'The conference sent five recommendations to the government.'],
  [7, 'Залуу инженерүүдийн илтгэлийн уралдаан', 'Young engineers’ paper competition', 'Их сургуулийн 24 оюутан илтгэлээ хамгаалав.', 'Twenty-four university students presented their papers.'],
];

export const COUNTRIES = ['Монгол', 'Mongolia', 'Australia', 'Canada', 'China', 'Japan', 'South Korea', 'Germany'];
