import type { DbOrTx } from '@/lib/db/client';
import { assessmentQuestions } from './schema';
import { parentIndex } from './index-rules';
import { DEMO_GUIDANCE } from './seed-guidance';

/**
 * Demo questionnaire: the five scopes of the responsible-mining programme, two headings each and thirty
 * requirements in all, in Mongolian and English. [cid, question, question_en]
 */
export const DEMO_QUESTIONS: [string, string, string][] = [
  ['1.1', 'Бодлого ба хариуцлага', 'Policy and accountability'],
  ['1.1.1', 'Хариуцлагатай уул уурхайн бодлогыг ТУЗ-өөр батлуулж, олон нийтэд нээлттэй байршуулсан уу?', 'Has the board approved a responsible-mining policy and made it public?'],
  ['1.1.2', 'Бодлогын хэрэгжилтийг хариуцах удирдах албан тушаалтныг томилсон уу?', 'Is a senior officer accountable for implementing the policy?'],
  ['1.1.3', 'Бодлогын хэрэгжилтийг жил бүр хянаж, тайлагнадаг уу?', 'Is implementation of the policy reviewed and reported every year?'],
  ['1.2', 'Ил тод байдал ба авлигын эсрэг үйл ажиллагаа', 'Transparency and anti-corruption'],
  ['1.2.1', 'Татвар, төлбөр, хураамжийн төлөлтөө ОҮИТБС-ын дагуу ил тод тайлагнадаг уу?', 'Are tax, royalty and fee payments disclosed under the EITI standard?'],
  ['1.2.2', 'Авлигын эсрэг дотоод журамтай бөгөөд ажилтнуудаа жил бүр сургадаг уу?', 'Is there an anti-corruption procedure with yearly staff training?'],
  ['1.2.3', 'Ашиг сонирхлын зөрчлийг мэдүүлэх, шийдвэрлэх журамтай юу?', 'Is there a procedure to declare and resolve conflicts of interest?'],
  ['2.1', 'Байгаль орчны менежмент', 'Environmental management'],
  ['2.1.1', 'Байгаль орчны нөлөөллийн нарийвчилсан үнэлгээг хийлгэж батлуулсан уу?', 'Has a detailed environmental impact assessment been carried out and approved?'],
  ['2.1.2', 'Байгаль орчны менежментийн жилийн төлөвлөгөөг батлуулж, хэрэгжилтийг тайлагнадаг уу?', 'Is the yearly environmental management plan approved and its implementation reported?'],
  ['2.1.3', 'Байгаль орчныг хамгаалах, нөхөн сэргээх зардлын баталгааг байршуулсан уу?', 'Has the financial guarantee for environmental protection and rehabilitation been deposited?'],
  ['2.2', 'Ус, нөхөн сэргээлт ба хаягдал', 'Water, rehabilitation and waste'],
  ['2.2.1', 'Усны хэрэглээгээ тоолуураар хэмжиж, дахин ашиглалтын хувийг тооцдог уу?', 'Is water use metered and the share of reused water calculated?'],
  ['2.2.2', 'Эвдэрсэн газрын техникийн болон биологийн нөхөн сэргээлтийг төлөвлөгөөний дагуу хийдэг үү?', 'Is disturbed land rehabilitated technically and biologically as planned?'],
  ['2.2.3', 'Аюултай болон үйлдвэрлэлийн хаягдлыг зохих журмын дагуу хадгалж, зайлуулдаг уу?', 'Are hazardous and industrial wastes stored and disposed of as the rules require?'],
  ['3.1', 'Хөдөлмөрийн аюулгүй байдлын удирдлага', 'Safety management'],
  ['3.1.1', 'ISO 45001 буюу түүнтэй дүйцэх удирдлагын тогтолцоог нэвтрүүлсэн үү?', 'Is an ISO 45001 or equivalent safety management system in place?'],
  ['3.1.2', 'Эрсдэлийн үнэлгээг ажлын байр бүрээр хийж, тогтмол шинэчилдэг үү?', 'Are risk assessments made for every workplace and kept up to date?'],
  ['3.1.3', 'Осол, ослын дөхөлтийг бүртгэж, шалтгааныг судлан залруулах арга хэмжээ авдаг уу?', 'Are accidents and near misses recorded, investigated and corrected?'],
  ['3.2', 'Эрүүл мэнд ба онцгой байдлын бэлэн байдал', 'Health and emergency preparedness'],
  ['3.2.1', 'Ажилтнууд жил бүр урьдчилан сэргийлэх эрүүл мэндийн үзлэгт хамрагддаг уу?', 'Do employees have a preventive medical check-up every year?'],
  ['3.2.2', 'Онцгой байдлын үеийн төлөвлөгөөтэй, жилд дор хаяж нэг удаа дадлага хийдэг үү?', 'Is there an emergency plan, exercised at least once a year?'],
  ['3.2.3', 'Ажилтнуудыг хувийн хамгаалах хэрэгслээр бүрэн хангадаг уу?', 'Are all employees fully provided with personal protective equipment?'],
  ['4.1', 'Хөдөлмөрийн харилцаа', 'Labour relations'],
  ['4.1.1', 'Бүх ажилтан хөдөлмөрийн гэрээтэй бөгөөд цалинг хугацаанд нь олгодог уу?', 'Do all employees have a contract and are wages paid on time?'],
  ['4.1.2', 'Хамтын гэрээ байгуулсан, ажилтнууд эвлэлдэн нэгдэх эрхээ эдэлдэг үү?', 'Is there a collective agreement and can employees freely organise?'],
  ['4.1.3', 'Ажилтны гомдлыг нууцлалтайгаар хүлээн авч шийдвэрлэх механизмтай юу?', 'Is there a confidential mechanism to receive and resolve employee grievances?'],
  ['4.2', 'Хүний эрх ба тэгш байдал', 'Human rights and equality'],
  ['4.2.1', 'Ялгаварлан гадуурхалт, дарамтын эсрэг бодлоготой юу?', 'Is there a policy against discrimination and harassment?'],
  ['4.2.2', 'Хүүхдийн болон албадан хөдөлмөр ашиглахгүй байхыг ханган нийлүүлэгчдээсээ шаарддаг уу?', 'Are suppliers required not to use child or forced labour?'],
  ['4.2.3', 'Эмэгтэй ажилтны эзлэх хувь, цалингийн тэгш байдлыг хянадаг уу?', 'Are the share of women and pay equality monitored?'],
  ['5.1', 'Орон нутагтай харилцах', 'Community engagement'],
  ['5.1.1', 'Орон нутгийн засаг захиргаатай хамтын ажиллагааны гэрээ байгуулсан уу?', 'Is there a cooperation agreement with the local government?'],
  ['5.1.2', 'Оршин суугчдын санал, гомдлыг хүлээн авч хариу өгөх механизмтай юу?', 'Is there a mechanism to receive and answer residents\' concerns?'],
  ['5.1.3', 'Хамтын ажиллагааны гэрээний хэрэгжилтийг олон нийтэд тайлагнадаг уу?', 'Is implementation of the cooperation agreement reported publicly?'],
  ['5.2', 'Орон нутгийн хөгжил', 'Local development'],
  ['5.2.1', 'Орон нутгийн иргэдийг ажлын байраар хангах зорилт тавьж, хэрэгжүүлдэг үү?', 'Are there targets for hiring local residents, and are they met?'],
  ['5.2.2', 'Орон нутгийн аж ахуйн нэгжээс бараа, үйлчилгээ худалдан авдаг уу?', 'Are goods and services bought from local businesses?'],
  ['5.2.3', 'Малчид, газар ашиглагчдад үзүүлэх нөлөөллийг үнэлж, нөхөн олговор олгодог уу?', 'Is the impact on herders and land users assessed and compensated?'],
];

/** Loads the demo questionnaire with its improvement guidance; indexes already present are left as they are. */
export async function seedAssessmentQuestions(db: DbOrTx) {
  await db
    .insert(assessmentQuestions)
    .values(
      DEMO_QUESTIONS.map(([cid, question, question_en]) => {
        const [guidance, guidance_en] = DEMO_GUIDANCE[cid] ?? ['', ''];
        return { cid, pid: parentIndex(cid), question, question_en, guidance, guidance_en };
      }),
    )
    .onConflictDoNothing({ target: assessmentQuestions.cid });
}
