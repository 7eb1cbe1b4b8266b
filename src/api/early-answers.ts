/**
 * Answers of calls made before the app's scripts ran: on a reloaded client page the early script
 * (src/app/early-calls.ts) starts the page's first calls and leaves this in `window.__hlEarly`; the client asks it
 * before going to the network.
 */
export interface EarlyAnswers {
  /** The answer of the early call with this request's key, once; undefined for any other request. */
  take(request: Request): Promise<Response | undefined>;
}

declare global {
  interface Window {
    __hlEarly?: EarlyAnswers;
  }
}
