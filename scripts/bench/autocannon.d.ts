/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module "autocannon" {
  type Request = {
    method?: "GET" | "POST";
    path: string;
    headers?: Record<string, string>;
    body?: string;
  };
  type Histogram = {
    average: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    max: number;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
    headers?: Record<string, string>;
  };
  type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
