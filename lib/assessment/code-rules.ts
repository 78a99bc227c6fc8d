/** The one-time code rules forms and handlers share (no server code: client validators import them too). */
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const GUESS_LIMIT = { limit: 10, windowSeconds: 10 * 60 };
export const TOO_MANY_GUESSES = 'Хэт олон удаа код оруулсан байна. Түр хүлээгээд дахин оролдоно уу.';
/** A challenge as the client sends it back: 128 random bits, base64url. */
export const CHALLENGE_SHAPE = /^[A-Za-z0-9_-]{22}$/;

export const CODE_MESSAGES = {
  missing: 'Баталгаажуулах код олдсонгүй. Шинэ код авна уу.',
  expired: 'Баталгаажуулах кодын хугацаа дууссан байна. Шинэ код авна уу.',
  exhausted: 'Буруу код оруулах оролдлого хэтэрсэн байна. Шинэ код авна уу.',
  wrong: (left: number) => `Баталгаажуулах код буруу байна. Үлдсэн оролдлого: ${left}.`,
} as const;
