/**
 * Answers of calls made before the app's scripts ran: on a reloaded client page the early script
 * (src/boot/early-calls.ts) starts the page's first calls, the app's start hands their answers to the client
 * (configureClient's `early`, src/boot/early-handover.ts), and the client (client.ts) asks them before going to the
 * network. The API layer reads no global of the page: what the early script left is given to it.
 */
export interface EarlyAnswers {
  /** The answer of the early call with this request's key, once; undefined for any other request. */
  take(request: Request): Promise<Response | undefined>;
}
