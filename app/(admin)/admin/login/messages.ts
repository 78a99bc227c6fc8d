/** next-auth reports failures as codes; the account owner needs the reason in words. */
const BY_CODE: Record<string, string> = {
  CredentialsSignin: 'Бүртгэлгүй хэрэглэгч байна. Админтай холбогдоно уу.',
  AccessDenied: 'Бүртгэлгүй хэрэглэгч байна. Админтай холбогдоно уу.',
  OAuthSignin: 'Google-ээр нэвтрэх үед алдаа гарлаа. Дахин оролдоно уу.',
  OAuthCallback: 'Google-ээр нэвтрэх үед алдаа гарлаа. Дахин оролдоно уу.',
  SessionRequired: 'Нэвтрэх шаардлагатай.',
};

export function signInErrorMessage(code: string): string {
  return BY_CODE[code] ?? (/^[A-Za-z]+$/.test(code) ? 'Нэвтрэх үед алдаа гарлаа. Дахин оролдоно уу.' : code);
}
