-- Appended to every wrk run by bench/wrk.ts: one machine-readable line after wrk's own
-- report, so the bench reads exact counts and percentiles (microseconds) instead of wrk's
-- rounded, unit-suffixed text. Only `done` is defined, so wrk keeps its fast path of one
-- pre-built request per connection.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_REPORT {"requests":%.0f,"durationUs":%.0f,"bytes":%.0f,"connectErrors":%.0f,"readErrors":%.0f,' ..
      '"writeErrors":%.0f,"statusErrors":%.0f,"timeouts":%.0f,"p50Us":%.0f,"p90Us":%.0f,"p99Us":%.0f,"maxUs":%.0f}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
