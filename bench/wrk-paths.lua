-- wrk script for `npm run bench:api` (bench/load-generator.ts): each connection's requests cycle
-- through the paths given after `--`, each thread starting at its own offset; counts answers
-- other than 200 and answers the cache served from its store (x-cache), and prints one JSON line
-- with the totals and latency percentiles at the end.

local paths = {}
local counter = 0
-- Globals, so that done() can read each thread's with thread:get().
failures = 0
from_cache = 0
local cache_states = { HIT = true, STALE = true, UPDATING = true, REVALIDATED = true }

local threads = {}

function setup(thread)
  thread:set('offset', #threads)
  table.insert(threads, thread)
end

function init(args)
  for _, path in ipairs(args) do
    table.insert(paths, path)
  end
  counter = offset
end

function request()
  counter = counter + 1
  return wrk.format(nil, paths[counter % #paths + 1])
end

function response(status, headers)
  if status ~= 200 then
    failures = failures + 1
  end
  if cache_states[headers['x-cache'] or headers['X-Cache'] or ''] then
    from_cache = from_cache + 1
  end
end

function done(summary, latency)
  local failed, cached = 0, 0
  for _, thread in ipairs(threads) do
    failed = failed + thread:get('failures')
    cached = cached + thread:get('from_cache')
  end
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"microseconds":%d,"not200":%d,"fromCache":%d,"socketErrors":%d,'
      .. '"timeouts":%d,"p50":%d,"p95":%d}\n',
    summary.requests, summary.duration, failed, cached,
    errors.connect + errors.read + errors.write, errors.timeout,
    latency:percentile(50), latency:percentile(95)))
end
