/** Directory categories and the texts its demo companies and consultants are made of. Pairs are [mn, en]. */
type Pair = readonly [string, string];

export const MAIN_CATEGORIES: readonly (readonly [string, string, string])[] = [
  ['01', 'Уул уурхайн компаниуд', 'Mining companies'],
  ['02', 'Ханган нийлүүлэгчид', 'Suppliers'],
  ['03', 'Үйлчилгээ үзүүлэгчид', 'Service providers'],
  ['04', 'Бусад', 'Others'],
];

/** A sub-category: its code, names, the business-line words of its companies, what they do, and how many there are. */
export type SubCategory = { code: string; name: Pair; lines: Pair[]; activity: Pair; companies: number };

const sub = (code: string, name: Pair, lines: Pair[], activity: Pair, companies: number): SubCategory => ({ code, name, lines, activity, companies });

/** 0403 (consulting engineers) lists consultants, not companies. 0101 has more than one page (36) of companies. */
export const SUB_CATEGORIES: SubCategory[] = [
  sub('0101', ['Нүүрсний уурхай', 'Coal mining'], [['Коал', 'Coal'], ['Энержи', 'Energy']], ['нүүрс олборлож, экспортолдог', 'mines and exports coal'], 46),
  sub('0102', ['Зэс, алтны уурхай', 'Copper and gold mining'], [['Голд', 'Gold']], ['зэс, алтны орд ашигладаг', 'operates copper and gold deposits'], 12),
  sub('0103', ['Төмрийн хүдрийн уурхай', 'Iron ore mining'], [['Айрон Ор', 'Iron Ore']], ['төмрийн хүдэр олборлож, баяжуулдаг', 'mines and processes iron ore'], 6),
  sub('0104', ['Жонш, бусад ашигт малтмал', 'Fluorspar and other minerals'], [['Минерал', 'Minerals']], ['жонш болон бусад ашигт малтмал олборлодог', 'mines fluorspar and other minerals'], 6),
  sub('0105', ['Геологи хайгуул', 'Exploration'], [['Эксплорэйшн', 'Exploration']], ['геологи хайгуулын ажил гүйцэтгэдэг', 'carries out geological exploration'], 8),
  sub('0201', ['Уул уурхайн тоног төхөөрөмж', 'Mining equipment'], [['Машинери', 'Machinery']], ['уул уурхайн тоног төхөөрөмж нийлүүлж, засвар үйлчилгээ үзүүлдэг', 'supplies and services mining equipment'], 10),
  sub('0202', ['Шатах, тослох материал', 'Fuel and lubricants'], [['Ойл', 'Oil']], ['шатах, тослох материал нийлүүлдэг', 'supplies fuel and lubricants'], 5),
  sub('0203', ['Тэсрэх бодис', 'Explosives'], [['Эксплосив', 'Explosives']], ['тэсрэх бодис нийлүүлж, тэсэлгээний үйлчилгээ үзүүлдэг', 'supplies explosives and blasting services'], 4),
  sub('0204', ['Сэлбэг хэрэгсэл', 'Spare parts'], [['Трейд', 'Trading']], ['хүнд машин механизмын сэлбэг нийлүүлдэг', 'supplies spare parts for heavy machinery'], 6),
  sub('0205', ['Хамгаалах хэрэгсэл, ажлын хувцас', 'Protective equipment and workwear'], [['Сэйфти', 'Safety']], ['хамгаалах хэрэгсэл, ажлын хувцас нийлүүлдэг', 'supplies protective equipment and workwear'], 5),
  sub('0301', ['Тээвэр, ложистик', 'Transport and logistics'], [['Логистик', 'Logistics']], ['уул уурхайн бүтээгдэхүүний тээвэр, ложистикийн үйлчилгээ үзүүлдэг', 'provides transport and logistics for mining products'], 10),
  sub('0302', ['Өрөмдлөгийн үйлчилгээ', 'Drilling services'], [['Дриллинг', 'Drilling']], ['хайгуулын болон тэсэлгээний өрөмдлөг хийдэг', 'provides exploration and blast-hole drilling'], 6),
  sub('0303', ['Лаборатори', 'Laboratories'], [['Лаб', 'Laboratory']], ['сорьцын шинжилгээний үйлчилгээ үзүүлдэг', 'provides assay and testing services'], 5),
  sub('0304', ['Барилга угсралт', 'Construction'], [['Констракшн', 'Construction']], ['уурхайн дэд бүтэц, барилга угсралтын ажил гүйцэтгэдэг', 'builds mine infrastructure and facilities'], 6),
  sub('0305', ['Кемп, хоол үйлчилгээ', 'Camp and catering'], [['Кэмп Сервис', 'Camp Services']], ['уурхайн кемп, хоол үйлчилгээ үзүүлдэг', 'runs mine camps and catering'], 4),
  sub('0401', ['Хуулийн үйлчилгээ', 'Legal services'], [['Ло Фирм', 'Law Firm']], ['уул уурхайн хууль эрх зүйн зөвлөгөө өгдөг', 'advises on mining law'], 4),
  sub('0402', ['Санхүү, даатгал', 'Finance and insurance'], [['Даатгал', 'Insurance']], ['уул уурхайн төслийн санхүүжилт, даатгалын үйлчилгээ үзүүлдэг', 'provides finance and insurance for mining projects'], 4),
  sub('0403', ['Зөвлөх инженерүүд', 'Consulting engineers'], [], ['', ''], 0),
  sub('0404', ['Сургалт, боловсрол', 'Training and education'], [['Академи', 'Academy']], ['уул уурхайн мэргэжлийн сургалт явуулдаг', 'trains mining professionals'], 5),
  sub('0405', ['Холбоо, төрийн бус байгууллага', 'Associations and NGOs'], [['Сан', 'Foundation']], ['салбарын хөгжлийг дэмжих төсөл хэрэгжүүлдэг', 'runs projects that support the sector'], 4),
];

export const DISTRICTS: Pair[] = [
  ['Сүхбаатар дүүрэг', 'Sukhbaatar district'], ['Чингэлтэй дүүрэг', 'Chingeltei district'], ['Баянгол дүүрэг', 'Bayangol district'],
  ['Хан-Уул дүүрэг', 'Khan-Uul district'], ['Баянзүрх дүүрэг', 'Bayanzurkh district'], ['Сонгинохайрхан дүүрэг', 'Songinokhairkhan district'],
];
export const STREETS: Pair[] = [
  ['Энхтайвны өргөн чөлөө', 'Peace Avenue'], ['Чингисийн өргөн чөлөө', 'Chinggis Avenue'], ['Сөүлийн гудамж', 'Seoul Street'],
  ['Жамъян гүний гудамж', 'Jamiyan Gun Street'], ['Их тойруу', 'Ikh Toiruu'],
];
export const PROVINCES: Pair[] = [
  ['Өмнөговь аймаг', 'Umnugovi province'], ['Дорноговь аймаг', 'Dornogovi province'], ['Сэлэнгэ аймаг', 'Selenge province'], ['Төв аймаг', 'Tuv province'],
  ['Говьсүмбэр аймаг', 'Govisumber province'], ['Баянхонгор аймаг', 'Bayankhongor province'], ['Хэнтий аймаг', 'Khentii province'], ['Дундговь аймаг', 'Dundgovi province'],
];
export const REGISTRANT_ROLES = ['Гүйцэтгэх захирал', 'Маркетингийн менежер', 'Худалдааны менежер', 'Захиргааны ажилтан'];

/** Consultants' professions with what they advise on: [profession, advice range] in each language. */
export const PROFESSIONS: readonly (readonly [Pair, Pair])[] = [
  [['Уул уурхайн инженер', 'Mining engineer'], ['Ил уурхайн төлөвлөлт, уулын ажлын хуваарь', 'Open-pit planning and mine scheduling']],
  [['Геологич', 'Geologist'], ['Хайгуулын төсөл, нөөцийн тооцоо', 'Exploration projects and resource estimation']],
  [['Баяжуулалтын инженер', 'Mineral processing engineer'], ['Баяжуулах үйлдвэрийн технологи, металлурги', 'Concentrator technology and metallurgy']],
  [['Геотехникийн инженер', 'Geotechnical engineer'], ['Хажуу налуугийн тогтворжилт, хаягдлын далан', 'Slope stability and tailings dams']],
  [['Байгаль орчны мэргэжилтэн', 'Environmental specialist'], ['Байгаль орчны нөлөөллийн үнэлгээ, нөхөн сэргээлт', 'Environmental impact assessment and rehabilitation']],
  [['Гидрогеологич', 'Hydrogeologist'], ['Газрын доорх усны хайгуул, усны менежмент', 'Groundwater exploration and water management']],
  [['Маркшейдер', 'Mine surveyor'], ['Уурхайн зураглал, хэмжилт', 'Mine surveying and mapping']],
  [['Уул уурхайн эдийн засагч', 'Mining economist'], ['Техник эдийн засгийн үндэслэл, санхүүгийн загвар', 'Feasibility studies and financial models']],
  [['ХАБЭА-н мэргэжилтэн', 'Health and safety specialist'], ['Эрсдэлийн үнэлгээ, аюулгүй ажиллагааны сургалт', 'Risk assessment and safety training']],
  [['Тэсэлгээний инженер', 'Blasting engineer'], ['Тэсэлгээний төлөвлөлт, чичирхийллийн хяналт', 'Blast design and vibration control']],
];
