ALTER TABLE "events" ADD COLUMN "invitation_mn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "invitation_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "banner_video" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "banner_poster" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written: the spec's default edition (3) keeps the home it had as constants (its invitation and banner files).
UPDATE "events" SET
  "invitation_mn" = 'Монголын Уул Уурхайн Үндэсний Ассоциаци уул уурхайн салбарын төр, хувийн хэвшил, хөрөнгө оруулагч, эрдэмтэн судлаачид болон олон нийтийг нэг дор цуглуулдаг Mining Week 2025 арга хэмжээнд хүндэтгэн урьж байна.

Гурван өдрийн турш хариуцлагатай уул уурхай, эрчим хүч, тээвэр ложистик, дижитал шилжилт, хөрөнгө оруулалтын сэдвээр 12 чуулга уулзалт, үзэсгэлэн, B2B уулзалтууд зэрэгцэн явагдана.

Салбарын ирээдүйг хамтдаа тодорхойлох энэхүү индэрт таныг хүлээж байна.',
  "invitation_en" = 'The Mongolian National Mining Association cordially invites you to Mining Week 2025, which brings together government, industry, investors, researchers and the public of the mining sector in one place.

Over three days, 12 conferences on responsible mining, energy, logistics, digital transformation and investment run alongside the exhibition and B2B meetings.

We look forward to shaping the future of the sector together with you.',
  "banner_video" = '/images/seed/video-01.mp4',
  "banner_poster" = '/images/seed/gallery-01.jpg'
WHERE "id" = 3 AND "invitation_mn" = '' AND "banner_video" = '';
