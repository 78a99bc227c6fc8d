import { z } from 'zod';
import { idParam, isoDate, limitParam, pageParam } from '@/lib/api/params';
import { countField, emailField as addressField, optionalPhoneField } from '@/lib/security/contact-fields';

/** Shared by the admin forms, the bulk upload and the API, so the same rules and messages apply everywhere. */
export const USER_TYPES = ['Exhibitor', 'Sponsor', 'Attendee'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const MEETING_STATUSES = ['pending', 'accepted', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

export const MESSAGES = {
  name: 'Нэр оруулна уу',
  nameEn: 'Нэр англиар оруулна уу',
  email: 'Цахим шуудан оруулна уу',
  emailFormat: 'Цахим шуудангийн хаяг буруу байна.',
  userType: 'Төрөл сонгоно уу',
  date: 'Өдрөө оруулна уу',
  startTime: 'Эхлэх цагийг оруулна уу',
  endTime: 'Дуусах цагийг оруулна уу',
  endBeforeStart: 'Дуусах цаг эхлэх цагаас өмнө байж болохгүй.',
  roomName: 'Өрөөний нэрийг оруулна уу',
  capacity: 'Өрөөний багтаамжийг оруулна уу',
  capacityNumber: 'Өрөөний багтаамжийг тоогоор оруулна уу',
  phone: 'Утасны дугаар буруу байна.',
  code: 'Баталгаажуулах код 6 оронтой тоо байна.',
} as const;

const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);

export const emailField = addressField({ required: MESSAGES.email, invalid: MESSAGES.emailFormat }).transform((e) => e.toLowerCase());

/** user_type matched without regard to case ('exhibitor' in a spreadsheet is Exhibitor). */
export const userTypeField = z
  .string({ error: MESSAGES.userType })
  .trim()
  .transform((v) => USER_TYPES.find((t) => t.toLowerCase() === v.toLowerCase()))
  .pipe(z.enum(USER_TYPES, { error: MESSAGES.userType }));

export const meetingUserFields = z.object({
  name: required(MESSAGES.name),
  name_en: required(MESSAGES.nameEn),
  email: emailField,
  phone_number: optionalPhoneField(MESSAGES.phone).optional().default(''),
  user_type: userTypeField.default('Exhibitor'),
});
export type MeetingUserInput = z.output<typeof meetingUserFields>;

export const meetingUserUpdate = meetingUserFields.extend({ id: idParam });

export const meetingUsersShape = {
  type: z.enum(['all', ...USER_TYPES]).default('all'),
  page: pageParam,
  limit: limitParam(20),
};

export const meetingsShape = {
  type: z.enum(['all', ...MEETING_STATUSES]).default('all'),
  page: pageParam,
  limit: limitParam(20),
};

const timeOfDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Цаг HH:MM хэлбэртэй байна.')
    .transform((t) => t.slice(0, 5));

export const meetingTimeInput = z
  .object({
    date: z.string({ error: MESSAGES.date }).trim().min(1, MESSAGES.date).pipe(isoDate),
    start_time: timeOfDay(MESSAGES.startTime),
    end_time: timeOfDay(MESSAGES.endTime),
  })
  .refine((v) => v.start_time <= v.end_time, { message: MESSAGES.endBeforeStart, path: ['end_time'] });

/** Multipart fields: text arrives as strings, the picture as a File (optional: a room may have none). */
export const meetingRoomFields = z.object({
  room_number: required(MESSAGES.roomName, 100),
  capacity: countField({ required: MESSAGES.capacity, invalid: MESSAGES.capacityNumber }),
  image: z.instanceof(File).optional(),
});
export const meetingRoomUpdate = meetingRoomFields.extend({ id: idParam });

export const confirmationCode = z
  .string({ error: MESSAGES.code })
  .trim()
  .regex(/^\d{6}$/, MESSAGES.code);

export const GOOGLE_TOKEN_MISSING = 'Google-ийн баталгаажуулалт хүчингүй байна.';
/** A Google ID token (a JWT) as the sign-in button hands it over. */
export const googleCredential = z.string({ error: GOOGLE_TOKEN_MISSING }).min(20, GOOGLE_TOKEN_MISSING).max(4096, GOOGLE_TOKEN_MISSING);

export const invitationInput = z.object({
  sender_id: idParam.optional(),
  receiver_id: idParam,
  room_id: idParam,
  meeting_time_id: idParam,
  meeting_status: z.literal('pending').optional(),
  meeting_description: z.string().trim().max(2000).optional().default(''),
});
export type InvitationInput = z.output<typeof invitationInput>;
