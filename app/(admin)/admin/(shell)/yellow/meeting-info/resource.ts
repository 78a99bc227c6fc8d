import { apiPath, defineResource } from '@/components/admin/resource/define';
import { meetingRoomFields, meetingRoomUpdate, meetingTimeInput } from '@/lib/meetings/validators';

export type MeetingTime = { id: number; meeting_date: string; meeting_time: string; in_use: boolean };
export type MeetingRoom = { id: number; room_number: string; room_pic: string; capacity: string };

/** Both lists of the meeting-info screen come from one read (spec §7): meetings.times and meetings.rooms. */
const TIMES_AND_ROOMS = { prefix: '/api/admin/yellow-page', list: '/get/meeting-times-rooms', rows: 'meetings' } as const;

/** Mode B: a date and the first and last start times (whole hours) → one slot per hour, both ends included. */
export const meetingDayResource = defineResource<MeetingTime>({
  key: 'meeting-day',
  messages: 'adminYellow.meetings.info',
  title: 'dayTitle',
  nameField: 'meeting_date',
  api: { ...TIMES_AND_ROOMS, insert: '/insert/meeting-time', body: 'json' },
  schema: { insert: meetingTimeInput },
  columns: [],
  fields: [
    { kind: 'date', name: 'date', label: 'date', required: true },
    { kind: 'time', name: 'start_time', label: 'startTime', required: true, step: 3600, hint: 'timesHint' },
    { kind: 'time', name: 'end_time', label: 'endTime', required: true, step: 3600, hint: 'timesHint' },
  ],
  paging: null,
  empty: 'noTimes',
  notices: { added: 'added', saved: 'added' },
});

/** Mode C: a room ("Уулзалтын өрөө нэмэх" / "Уулзалтын өрөө засах"); the picture is marked required but not checked (spec §5). */
export const meetingRoomResource = defineResource<MeetingRoom>({
  key: 'meeting-room',
  messages: 'adminYellow.meetings.info',
  nameField: 'room_number',
  api: { ...TIMES_AND_ROOMS, insert: '/insert/meeting-room', update: '/update/meeting-room', body: 'multipart' },
  schema: { insert: meetingRoomFields, update: meetingRoomUpdate },
  columns: [],
  fields: [
    { kind: 'text', name: 'room_number', label: 'roomName', required: true, maxLength: 100 },
    { kind: 'image', name: 'image', label: 'roomPicture', hint: 'roomPictureHint', current: 'room_pic', required: true },
    { kind: 'text', name: 'capacity', label: 'roomCapacity', required: true },
  ],
  formTitles: { add: 'roomAddTitle', edit: 'roomEditTitle' },
  paging: null,
  empty: 'noRooms',
  notices: { added: 'added', saved: 'updated' },
});

/** GET of both lists, refetched after every change on the screen. */
export const TIMES_AND_ROOMS_URL = apiPath(meetingDayResource, meetingDayResource.api.list);
