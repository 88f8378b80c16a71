/**
 * What the service worker tells a page after answering one of its API calls: from the network,
 * or from the copy this device saved (the server could not be reached). Shared by the worker
 * (client/src/service-worker) and the page (hooks/use-online.ts).
 */
export const API_ANSWER_MESSAGE = 'api-answer';

export type ApiAnswerMessage = { type: typeof API_ANSWER_MESSAGE; source: 'network' | 'device-cache' };

export function isApiAnswerMessage(data: unknown): data is ApiAnswerMessage {
  const message = data as Partial<ApiAnswerMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === API_ANSWER_MESSAGE &&
    (message.source === 'network' || message.source === 'device-cache')
  );
}
