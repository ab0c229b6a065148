/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  };
  export type Client = { setHeaders(headers: Record<string, string>): void };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: {
      method?: string;
      path?: string;
      setupRequest?: (request: { path: string; [key: string]: unknown }) => { path: string; [key: string]: unknown };
    }[];
  };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
