/**
 * The demo programme of Mining Week 2025 (event 3): our own text. Each row is one session:
 * [day 1-3, hall 1-4 (Main, Chinggis, Blue, B2B), start, end, type, title mn, title en, description mn, description en, speakers (0-based
 * index into the event's presenters, in order)].
 */
export type ProgrammeRow = readonly [number, number, string, string, string, string, string, string, string, readonly number[]];

export const PROGRAMME: readonly ProgrammeRow[] = [
  // ── Day 1 ──
  [1, 1, '09:00', '09:45', 'ceremony', 'Нээлтийн ёслол', 'Opening ceremony', 'Уул уурхайн долоо хоног 2025-ыг албан ёсоор нээж, зохион байгуулагчид мэндчилгээ дэвшүүлнэ.', 'Mining Week 2025 opens with greetings from the organisers.', [9]],
  [1, 1, '10:00', '10:45', 'keynote', 'Монголын уул уурхай: дараагийн арван жил', 'Mongolian mining: the next ten years', 'Салбарын хөгжлийн бодлого, хөрөнгө оруулалтын орчин, экспортын төлөвийн талаарх үндсэн илтгэл.', 'A keynote on sector policy, the investment climate and the export outlook.', [0]],
  [1, 1, '11:00', '12:15', 'panel', 'Хөрөнгө оруулагчийн итгэлийг хэрхэн бэхжүүлэх вэ', 'How to strengthen investor confidence', 'Хууль эрх зүйн тогтвортой байдал, гэрээний хэрэгжилт, татварын орчны талаар хэлэлцэнэ.', 'Panellists discuss legal stability, contract enforcement and the tax regime.', [4, 8, 1]],
  [1, 1, '13:30', '14:30', 'talk', 'Зэсийн зах зээлийн төлөв ба Монголын байр суурь', 'The copper market outlook and Mongolia’s place in it', 'Дэлхийн зэсийн эрэлт, нийлүүлэлт болон Монголын төслүүдийн өрсөлдөх чадвар.', 'Global copper demand and supply, and how Mongolian projects compete.', [2]],
  [1, 1, '15:00', '16:00', 'panel', 'Уул уурхай ба орон нутгийн хөгжил', 'Mining and regional development', 'Орон нутгийн иргэд, аж ахуйн нэгж, төрийн байгууллагын хамтын ажиллагааны туршлага.', 'Experience of cooperation between communities, companies and local government.', [3, 9]],
  [1, 2, '10:00', '11:00', 'talk', 'Геологийн судалгааны шинэ өгөгдөл', 'New geological survey data', 'Улсын хэмжээнд хийгдсэн геофизикийн судалгааны үр дүнг танилцуулна.', 'Results of the national geophysical survey programme.', [2]],
  [1, 2, '11:15', '12:15', 'talk', 'Хайгуулын лицензийн цахим систем', 'The online exploration licence system', 'Лиценз олголт, сунгалтын цахим үйлчилгээ хэрхэн ажиллаж байгааг тайлбарлана.', 'How licence applications and renewals now work online.', [0]],
  [1, 2, '13:30', '14:30', 'panel', 'Жижиг, дунд уурхайн санхүүжилт', 'Financing small and medium mines', 'Банк, сан, хөрөнгийн зах зээлээс санхүүжилт татах боломжуудыг хэлэлцэнэ.', 'Ways to raise money from banks, funds and the stock market.', [4, 1]],
  [1, 2, '15:00', '16:00', 'talk', 'Хөрсний нөхөн сэргээлтийн шилдэг туршлага', 'Good practice in land rehabilitation', 'Техникийн болон биологийн нөхөн сэргээлтийн бодит жишээнүүд.', 'Case studies of technical and biological rehabilitation.', [3]],
  [1, 3, '10:00', '12:00', 'workshop', 'Уурхайн аюулгүй ажиллагааны дадлага', 'Mine safety drill workshop', 'Осол, эрсдэлийн үнэлгээ, яаралтай тусламжийн төлөвлөгөөг бүлгээр боловсруулна.', 'Groups work through risk assessment and emergency response plans.', [5]],
  [1, 3, '13:30', '14:30', 'talk', 'Дижитал ихэр: уурхайн загварчлал', 'Digital twins for mine planning', 'Уурхайн үйл ажиллагааг бодит цаг хугацаанд загварчлах технологи.', 'Modelling mine operations in real time.', [5]],
  [1, 3, '15:00', '16:30', 'workshop', 'Өгөгдөлд суурилсан засвар үйлчилгээ', 'Data-driven maintenance', 'Тоног төхөөрөмжийн мэдрэгчийн өгөгдлөөр эвдрэлийг урьдчилан таамаглах дадлага.', 'Hands-on session on predicting equipment failures from sensor data.', [5, 7]],
  [1, 4, '10:00', '12:00', 'networking', 'Нийлүүлэгч ба уурхайн уулзалт', 'Supplier and mine operator meetings', 'Урьдчилан товлосон B2B уулзалтууд.', 'Pre-scheduled business-to-business meetings.', []],
  [1, 4, '13:30', '15:00', 'networking', 'Гадаадын төлөөлөгчдийн уулзалт', 'Meetings with foreign delegations', 'Гадаадын компаниудын төлөөлөгчидтэй хийх уулзалт.', 'Meetings with representatives of foreign companies.', []],
  [1, 4, '15:30', '16:30', 'talk', 'Экспортын гэрээний эрсдэлийн удирдлага', 'Managing risk in export contracts', 'Үнийн хэлбэлзэл, тээвэр, төлбөрийн эрсдэлийг бууруулах арга.', 'Reducing price, transport and payment risk in export deals.', [8]],
  // ── Day 2 ──
  [2, 1, '09:30', '10:15', 'keynote', 'Ногоон шилжилт ба эрдэс баялаг', 'The green transition and minerals', 'Сэргээгдэх эрчим хүчний шилжилтэд шаардлагатай эрдсийн эрэлт, Монголын боломж.', 'Demand for transition minerals and Mongolia’s opportunity.', [3]],
  [2, 1, '10:30', '11:45', 'panel', 'Нүүрсгүйжүүлэлт ба уурхайн эрчим хүч', 'Decarbonisation and mine power', 'Нар, салхины эрчим хүч, батарейн хадгалалтыг уурхайд нэвтрүүлэх туршлага.', 'Bringing solar, wind and battery storage to mine sites.', [3, 5, 1]],
  [2, 1, '13:00', '14:00', 'talk', 'Тээвэр логистикийн гол коридорууд', 'Key transport and logistics corridors', 'Төмөр зам, хилийн боомтын хүчин чадал, экспортын тээврийн цаашдын төлөвлөгөө.', 'Rail, border crossing capacity and export transport plans.', [6]],
  [2, 1, '14:15', '15:30', 'panel', 'Уул уурхайн боловсон хүчин', 'People for the mining industry', 'Мэргэжилтэн бэлтгэх, ур чадвар хөгжүүлэх, эмэгтэйчүүдийн оролцоог нэмэгдүүлэх.', 'Training specialists, building skills and opening more roles to women.', [7, 9]],
  [2, 1, '16:00', '17:00', 'talk', 'ESG тайлагналын шинэ стандарт', 'New ESG reporting standards', 'Олон улсын тайлагналын стандартууд Монголын компаниудад юу өөрчлөх вэ.', 'What international reporting standards change for Mongolian companies.', [3, 4]],
  [2, 2, '09:30', '10:30', 'talk', 'Алтны олборлолтын хариуцлагатай практик', 'Responsible gold mining practice', 'Мөнгөн усгүй технологи, бичил уурхайчдыг албан ёсны болгох туршлага.', 'Mercury-free methods and formalising artisanal miners.', [3]],
  [2, 2, '10:45', '11:45', 'talk', 'Газрын ховор элементийн боломж', 'The rare earth opportunity', 'Газрын ховор элементийн ордууд, боловсруулалтын технологи, зах зээл.', 'Rare earth deposits, processing technology and markets.', [2, 7]],
  [2, 2, '13:00', '14:00', 'panel', 'Гүний хайгуулын санхүүжилт', 'Funding deep exploration', 'Эрсдэлтэй хайгуулд хөрөнгө оруулагч татах хэрэгслүүд.', 'Tools to attract investors to high-risk exploration.', [2, 4, 1]],
  [2, 2, '14:15', '15:15', 'talk', 'Усны нөөцийн менежмент', 'Water management at mines', 'Говийн бүсэд усыг дахин ашиглах, хэмнэх шийдлүүд.', 'Reuse and saving of water in the Gobi region.', [3]],
  [2, 2, '15:30', '16:30', 'talk', 'Гэрээний ил тод байдал', 'Contract transparency', 'Уул уурхайн гэрээг нийтэд ил болгох хууль эрх зүйн орчин.', 'The legal framework for publishing mining contracts.', [8]],
  [2, 3, '09:30', '11:30', 'workshop', 'Автономит тээврийн хэрэгсэл', 'Autonomous haulage workshop', 'Автономит самосвалын нэвтрүүлэлт, аюулгүй байдал, ажиллах хүчний шилжилт.', 'Introducing autonomous trucks: safety and workforce change.', [5, 6]],
  [2, 3, '13:00', '14:00', 'talk', 'Кибер аюулгүй байдал уурхайд', 'Cyber security at the mine', 'Үйлдвэрийн удирдлагын системийг халдлагаас хамгаалах.', 'Protecting industrial control systems from attack.', [5]],
  [2, 3, '14:15', '16:15', 'workshop', 'Дрон ба алсын зайн тандалт', 'Drones and remote sensing', 'Дроноор зураглал хийх, өгөгдөл боловсруулах дадлага.', 'Hands-on mapping with drones and processing the data.', [7]],
  [2, 4, '09:30', '12:00', 'networking', 'Тоног төхөөрөмж нийлүүлэгчдийн уулзалт', 'Equipment supplier meetings', 'Уурхайн тоног төхөөрөмж нийлүүлэгчидтэй товлосон уулзалтууд.', 'Scheduled meetings with equipment suppliers.', []],
  [2, 4, '13:00', '14:00', 'talk', 'Худалдан авалтын ил тод журам', 'Transparent procurement rules', 'Дотоодын нийлүүлэгчдэд нээлттэй худалдан авалтын зарчим.', 'Procurement principles that open the door to local suppliers.', [9]],
  [2, 4, '14:30', '16:30', 'networking', 'Хөрөнгө оруулагчдын уулзалт', 'Investor meetings', 'Төслийн танилцуулга ба хөрөнгө оруулагчдын хувийн уулзалт.', 'Project pitches and one-to-one investor meetings.', []],
  // ── Day 3 ──
  [3, 1, '09:30', '10:15', 'keynote', 'Технологи ба бүтээмж', 'Technology and productivity', 'Автоматжуулалт ба хиймэл оюун ухаан уурхайн бүтээмжийг хэрхэн өөрчилж байна.', 'How automation and AI are changing mine productivity.', [5]],
  [3, 1, '10:30', '11:45', 'panel', 'Нэмүү өртөг шингээсэн боловсруулалт', 'Adding value through processing', 'Баяжуулах, хайлуулах үйлдвэрүүдийн эдийн засгийн үндэслэл.', 'The economics of concentrators and smelters at home.', [1, 4, 6]],
  [3, 1, '13:00', '14:00', 'talk', 'Хилийн худалдааг хялбарчлах', 'Making cross-border trade easier', 'Гаалийн цахим бүрдүүлэлт, хилийн боомтын ачаалал бууруулах арга.', 'Online customs clearance and easing border congestion.', [6]],
  [3, 1, '14:30', '15:30', 'panel', 'Залуу мэргэжилтнүүдийн хэлэлцүүлэг', 'Young professionals forum', 'Салбарт шинээр орж буй инженер, геологичдын санал бодол.', 'New engineers and geologists share their views of the industry.', [7]],
  [3, 1, '16:00', '16:45', 'ceremony', 'Хаалтын ёслол ба шагнал гардуулах', 'Closing ceremony and awards', 'Чуулга уулзалтыг дүгнэж, салбарын шилдэг компаниудыг шагнана.', 'The week is summed up and the industry awards are presented.', [9, 0]],
  [3, 2, '09:30', '10:30', 'talk', 'Нүүрсний зах зээлийн шинэ чиг хандлага', 'New trends in the coal market', 'Коксжих нүүрсний эрэлт, үнийн төлөв, экспортын зах зээлийн төрөлжилт.', 'Coking coal demand, prices and diversifying export markets.', [4]],
  [3, 2, '10:45', '11:45', 'talk', 'Төмрийн хүдрийн төслүүд', 'Iron ore projects', 'Төмрийн хүдрийн ордуудын хөгжүүлэлт ба дэд бүтцийн хэрэгцээ.', 'Developing iron ore deposits and the infrastructure they need.', [1]],
  [3, 2, '13:00', '14:00', 'panel', 'Олон нийтийн оролцоо ба зөвшөөрөл', 'Community engagement and social licence', 'Нутгийн иргэдтэй зөвшилцөх, гомдол шийдвэрлэх механизм.', 'Consulting local people and handling grievances.', [3, 9]],
  [3, 2, '14:15', '15:15', 'talk', 'Уурхайн хаалт ба дараах ашиглалт', 'Mine closure and after-use', 'Уурхайн хаалтын төлөвлөлт, газрыг дахин ашиглах боломжууд.', 'Planning closure and new uses for mined land.', [3, 8]],
  [3, 3, '09:30', '11:30', 'workshop', 'Геологийн загварчлалын программ', 'Geological modelling software', 'Нөөцийн загвар үүсгэх программ хангамжийн дадлага.', 'Hands-on resource modelling with software.', [2]],
  [3, 3, '13:00', '14:00', 'talk', 'Хиймэл оюун ба хүдрийн ангилал', 'AI for ore sorting', 'Хүдрийг мэдрэгч ба хиймэл оюунаар ангилж, баяжуулалтын зардлыг бууруулах.', 'Sorting ore with sensors and AI to cut processing costs.', [5]],
  [3, 3, '14:15', '15:45', 'workshop', 'Эрүүл мэнд, аюулгүй байдлын соёл', 'Building a health and safety culture', 'Удирдагчдад зориулсан аюулгүй ажиллагааны соёл төлөвшүүлэх дадлага.', 'A practical session for leaders on safety culture.', [5, 9]],
  [3, 4, '09:30', '11:30', 'networking', 'Дотоодын нийлүүлэгчдийн үзэсгэлэн', 'Local supplier showcase', 'Дотоодын үйлдвэрлэгчид бүтээгдэхүүнээ танилцуулна.', 'Mongolian manufacturers present their products.', []],
  [3, 4, '13:00', '14:00', 'talk', 'Экспортын даатгал ба баталгаа', 'Export insurance and guarantees', 'Экспортын зээлийн даатгал, банкны баталгааны хэрэгслүүд.', 'Export credit insurance and bank guarantees.', [4]],
  [3, 4, '14:30', '16:00', 'networking', 'Хаалтын сүлжээний уулзалт', 'Closing networking session', 'Оролцогчдын чөлөөт уулзалт, хамтын ажиллагааны санамж бичиг.', 'Open networking and signing of cooperation memoranda.', []],
];

/** Bios of the event's presenters, in presenter order: [mn, en, company, country]. */
export const SPEAKER_DETAILS: readonly (readonly [string, string, string, string])[] = [
  ['Уул уурхайн бодлого, хууль тогтоомжийн чиглэлээр 15 жил ажилласан.', 'Fifteen years in mining policy and legislation.', 'Ministry of Mining and Heavy Industry', 'Mongolia'],
  ['Хайгуулаас олборлолт хүртэлх төслүүдийг удирдсан туршлагатай.', 'Has led projects from exploration to production.', 'Khangai Resources LLC', 'Mongolia'],
  ['Зэс, алтны ордын хайгуулд 20 гаруй жил ажилласан геологич.', 'A geologist with over twenty years in copper and gold exploration.', 'Zes Gobi Mining LLC', 'Mongolia'],
  ['Байгаль орчин, нийгмийн хариуцлагын хөтөлбөрүүдийг удирддаг.', 'Runs the environmental and social programmes.', 'Munkh Undarga Mining LLC', 'Mongolia'],
  ['Түүхий эдийн зах зээл, хөрөнгө оруулалтын шинжээч.', 'An analyst of commodity markets and investment.', 'Itgel Consulting LLC', 'Australia'],
  ['Уурхайн автоматжуулалт, дижитал шилжилтийн мэргэжилтэн.', 'A specialist in mine automation and digital change.', 'Khukh Tenger Machinery LLC', 'Canada'],
  ['Төмөр зам, авто тээврийн логистикийн сүлжээг хөгжүүлж байна.', 'Builds rail and road logistics networks.', 'Shine Zam Logistics LLC', 'Mongolia'],
  ['Уул уурхайн инженерийн тэнхимд багшилдаг, судлаач.', 'Teaches and researches in mining engineering.', 'University of Science and Technology', 'Mongolia'],
  ['Уул уурхайн гэрээ, олон улсын арбитрын хуульч.', 'A lawyer for mining contracts and international arbitration.', 'Ikh Shand Resources LLC', 'Japan'],
  ['Ассоциацийн үйл ажиллагаа, гишүүдийн хамтын ажиллагааг удирддаг.', 'Leads the association’s work with its members.', 'Mongolian National Mining Association', 'Mongolia'],
];
