import type { UserType } from '@/lib/meetings/validators';

/** The participant API's shapes as the client reads them (spec §3, meeting entities). */
export type MeetingUser = { id: number; name: string; name_en: string; email: string; phone_number?: string; user_type: UserType };

export type MeetingStatus = 'pending' | 'accepted' | 'cancelled';

export type Meeting = {
  id: number;
  meeting_id: number;
  meeting_number: string;
  meeting_status: MeetingStatus;
  meeting_date: string;
  meeting_time: string;
  meeting_description: string;
  sender_id: number;
  receiver_id: number;
  sender_name: string;
  sender_name_en: string;
  receiver_name: string;
  receiver_name_en: string;
  room_number: string;
  capacity: string;
  room_pic: string;
};

export type RoomOffer = { room_id: number; room_number: string; capacity: string; room_pic: string };
export type AvailableDay = { meeting_date: string; times: { meeting_time_id: number; meeting_time: string; rooms: RoomOffer[] }[] };


/** The name in the page's language, falling back to the other. */
export const nameIn = (locale: string, mn: string, en: string) => (locale === 'en' ? en || mn : mn || en);
