export type Messages = Record<string, string> | Record<string, unknown[]>;
export async function loadMessages(locale: string): Promise<Messages> {
  return (await import(`../messages/${locale}.json`)).default;
}
