/** Paragraphs and key points that fill the bodies of the demo news, by theme. Each pair is [mn, en]. */
type Pair = readonly [string, string];
export type Theme = { paragraphs: Pair[]; points: Pair[] };

const sector: Theme = {
  paragraphs: [
    ['Монголын Уул Уурхайн Үндэсний Ассоциаци нь салбарын 300 гаруй гишүүн байгууллагыг нэгтгэж, тэдний эрх ашгийг төр, олон нийтийн өмнө төлөөлдөг.', 'The Mongolian National Mining Association brings together more than 300 member organisations and represents their interests before government and the public.'],
    ['Уул уурхай нь улсын экспортын орлогын 80 гаруй хувь, төсвийн орлогын гуравны нэгийг бүрдүүлдэг тул салбарын тогтвортой хөгжил нийт эдийн засагт чухал нөлөөтэй.', 'Mining provides more than 80 percent of export earnings and a third of budget revenue, so its steady development matters to the whole economy.'],
    ['Ассоциаци гишүүдийнхээ санал, хүсэлтийг тогтмол нэгтгэж, холбогдох төрийн байгууллагуудтай хамтран шийдвэрлэхэд анхаарч ажилладаг.', 'The association regularly gathers members’ proposals and works with the relevant government bodies to resolve them.'],
    ['Арга хэмжээний үеэр гарсан санал, зөвлөмжийг нэгтгэн гишүүн байгууллагууд болон холбогдох яамдад хүргүүлэхээр боллоо.', 'The proposals and recommendations made during the event will be compiled and sent to member organisations and the relevant ministries.'],
  ],
  points: [
    ['Гишүүн байгууллагуудын оролцоог нэмэгдүүлэх', 'Wider participation of member organisations'],
    ['Салбарын мэдээллийн ил тод байдлыг хангах', 'Transparent information on the sector'],
    ['Төр, хувийн хэвшлийн түншлэлийг бэхжүүлэх', 'A stronger public-private partnership'],
    ['Орон нутгийн хөгжилд хувь нэмэр оруулах', 'A contribution to local development'],
    ['Хөрөнгө оруулалтын таатай орчинг дэмжих', 'Support for a favourable investment climate'],
  ],
};

const law: Theme = {
  paragraphs: [
    ['Хууль тогтоомжийн төслийг боловсруулах явцад салбарын компаниудын практик туршлагыг харгалзах нь хэрэгжилтийг хялбар болгодог.', 'Taking the practical experience of mining companies into account when drafting legislation makes it easier to implement.'],
    ['Ассоциацийн хууль эрх зүйн хороо гишүүдийн саналыг зүйл заалт бүрээр нэгтгэж, тайлбарын хамт хүргүүлсэн.', 'The association’s legal committee compiled members’ comments clause by clause and sent them with explanations.'],
    ['Шинэ зохицуулалт хүчин төгөлдөр болохоос өмнө гишүүдэд зориулсан тайлбар сургалт зохион байгуулна.', 'Explanatory training for members will be held before the new rules take effect.'],
    ['Гишүүн байгууллагууд асуулт, саналаа ассоциацийн хууль эрх зүйн хороонд хүссэн үедээ хандах боломжтой.', 'Member organisations may contact the association’s legal committee with questions and comments at any time.'],
  ],
  points: [
    ['Тогтвортой, урьдчилан таамаглахуйц эрх зүйн орчин', 'A stable and predictable legal environment'],
    ['Олон нийтийн оролцоог хангасан хэлэлцүүлэг', 'Consultation that includes the public'],
    ['Давхардсан зохицуулалтыг арилгах', 'Removing duplicated regulation'],
    ['Цахим үйлчилгээг өргөжүүлэх', 'More services delivered online'],
    ['Хэрэгжилтийн хяналтыг сайжруулах', 'Better monitoring of implementation'],
  ],
};

const event: Theme = {
  paragraphs: [
    ['Арга хэмжээнд гишүүн компаниуд, төрийн байгууллага, олон улсын түншүүд болон оюутан залуус оролцлоо.', 'Member companies, government agencies, international partners and students took part in the event.'],
    ['Оролцогчид хэлэлцүүлгийн үеэр салбарын тулгамдсан асуудлууд, шийдлийн хувилбаруудыг нээлттэй хэлэлцсэн.', 'During the discussions participants talked openly about the sector’s pressing issues and possible solutions.'],
    ['Илтгэлүүдийн материалыг ассоциацийн цахим хуудаснаас татаж авах боломжтой.', 'The presentations can be downloaded from the association’s website.'],
    ['Дараагийн удаагийн арга хэмжээг ирэх жил орон нутагт зохион байгуулахаар төлөвлөж байна.', 'The next edition is planned to take place in the provinces next year.'],
  ],
  points: [
    ['Нээлтийн илтгэл, панел хэлэлцүүлэг', 'Opening keynote and panel discussions'],
    ['Салбарын компаниудын үзэсгэлэн', 'An exhibition of mining companies'],
    ['Бизнес хоорондын уулзалтууд', 'Business-to-business meetings'],
    ['Шилдэг туршлагын танилцуулга', 'Presentations of good practice'],
    ['Оролцогчдод олгох гэрчилгээ', 'Certificates for participants'],
  ],
};

const sustainability: Theme = {
  paragraphs: [
    ['Хариуцлагатай уул уурхай нь байгаль орчин, нийгэм, засаглалын шаардлагыг үйл ажиллагааны бүх үе шатанд тусгахыг шаарддаг.', 'Responsible mining means building environmental, social and governance requirements into every stage of operations.'],
    ['Гишүүн компаниудын хэрэгжүүлж буй шилдэг туршлагыг бусад компаниудад түгээх нь ассоциацийн үндсэн зорилтын нэг юм.', 'Spreading the good practice of member companies to others is one of the association’s main goals.'],
    ['Хэмжилт, мониторингийн дүнг олон нийтэд нээлттэй тайлагнаснаар орон нутгийн итгэлцэл нэмэгддэг.', 'Reporting measurement and monitoring results openly builds the trust of local communities.'],
    ['Судалгааны бүрэн тайланг ассоциацийн тайлангийн хэсгээс татаж авах боломжтой.', 'The full report can be downloaded from the association’s reports section.'],
  ],
  points: [
    ['Усны хэрэглээг бууруулах', 'Lower water use'],
    ['Эвдэрсэн газрыг цаг алдалгүй нөхөн сэргээх', 'Timely rehabilitation of disturbed land'],
    ['Хүлэмжийн хийн ялгарлыг тооцох', 'Accounting for greenhouse gas emissions'],
    ['Орон нутагтай зөвшилцөх', 'Agreement with local communities'],
    ['Нээлттэй тайлагнал', 'Open reporting'],
  ],
};

const interview: Theme = {
  paragraphs: [
    ['— Салбарт ажиллах хүсэлтэй залууст юуг зөвлөх вэ? — Мэргэжлийн мэдлэгээс гадна аюулгүй ажиллагааны соёл, багаар ажиллах чадварыг эрхэмлээрэй.', '— What would you advise young people who want to work in mining? — Beyond technical knowledge, value a culture of safety and teamwork.'],
    ['— Ойрын жилүүдэд салбарт ямар өөрчлөлт гарах вэ? — Технологийн шинэчлэл, дижитал шийдлүүд ажлын байрны шинэ шаардлагыг бий болгож байна.', '— What changes do you expect in the coming years? — New technology and digital solutions are creating new skill requirements.'],
    ['— Орон нутагтай хамтран ажиллахын гол нууц юу вэ? — Нээлттэй харилцаа, амласан зүйлээ биелүүлэх.', '— What is the key to working with local communities? — Open communication and keeping promises.'],
    ['— Эцэст нь уншигчдад хандаж хэлэх үг? — Уул уурхай бол ирээдүйн хөгжлийн суурь, түүнийг хариуцлагатай хөгжүүлэх нь бидний үүрэг.', '— Any final words for readers? — Mining is the foundation of future development, and developing it responsibly is our duty.'],
  ],
  points: [
    ['Мэргэжлийн ур чадвар', 'Professional skills'],
    ['Аюулгүй ажиллагааны соёл', 'A culture of safety'],
    ['Тасралтгүй суралцах', 'Continuous learning'],
    ['Орон нутгийн итгэлцэл', 'The trust of local communities'],
    ['Гэр бүл, ажлын тэнцвэр', 'Balance between family and work'],
  ],
};

/** The theme of each news category. */
export function themeOf(cid: number): Theme {
  if (cid === 9) return law;
  if (cid === 11) return interview;
  if (cid === 13 || cid === 17 || cid === 18) return event;
  if (cid === 14 || cid === 15) return sustainability;
  return sector;
}
