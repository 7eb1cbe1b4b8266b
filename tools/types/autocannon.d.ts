/** The part of autocannon's API the bench and the soak use: the package ships no types of its own. */
declare module 'autocannon' {
  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface RequestSpec extends AutocannonRequest {
    /** Per request; `context` is the connection's own. */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface Options extends AutocannonRequest {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds. */
    timeout?: number;
    requests?: RequestSpec[];
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }

  export interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
