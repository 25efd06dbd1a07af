"""The Lua scripts of ``RedisShared``: each an atomic step in Redis, with times from Redis'
own clock (``_NOW_MS``), so the nodes' clocks need not agree. Each is described under it:
its KEYS and ARGV, and what it returns."""

_NOW_MS = "local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000) "

HEARTBEAT = (
    _NOW_MS
    + """
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - 100 * tonumber(ARGV[2]))
redis.call('SET', KEYS[2], ARGV[3], 'NX')
return {redis.call('GET', KEYS[2]),
        redis.call('ZRANGEBYSCORE', KEYS[1], now - tonumber(ARGV[2]), '+inf'),
        redis.call('ZRANGEBYSCORE', KEYS[1], now - tonumber(ARGV[2]), now - tonumber(ARGV[4]))}
"""
)
"""Beat (ARGV: node, alive ms, a fresh epoch, overdue ms); the epoch, the nodes alive and those
among them whose beat is overdue."""

GONE = (
    _NOW_MS
    + """
local gone = {}
for i, node in ipairs(ARGV) do
  if i > 1 then
    local seen = redis.call('ZSCORE', KEYS[1], node)
    if seen and tonumber(seen) <= now - tonumber(ARGV[1]) then
      redis.call('ZREM', KEYS[1], node)
      table.insert(gone, node)
    end
  end
end
return gone
"""
)
"""Strike nodes off (ARGV: overdue ms, nodes...) unless they have beaten since they were
suspected; the nodes struck off."""

ACQUIRE = (
    _NOW_MS
    + """
local owner = redis.call('GET', KEYS[1])
if owner then
  local seen = redis.call('ZSCORE', KEYS[2], owner)
  if seen and tonumber(seen) > now - tonumber(ARGV[3]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
"""
)
"""A table's lease (ARGV: node, lease ms, alive ms), if nobody holds it or its holder is dead."""

ACQUIRE_MANY = (
    _NOW_MS
    + """
local result = {}
for i = 2, #KEYS do
  result[i - 1] = 1
  local owner = redis.call('GET', KEYS[i])
  if owner then
    local seen = redis.call('ZSCORE', KEYS[1], owner)
    if seen and tonumber(seen) > now - tonumber(ARGV[3]) then result[i - 1] = 0 end
  end
  if result[i - 1] == 1 then redis.call('SET', KEYS[i], ARGV[1], 'PX', ARGV[2]) end
end
return result
"""
)
"""``ACQUIRE`` for many tables (KEYS: the nodes, then the leases; ARGV as ``ACQUIRE``): 1 for each
lease taken, 0 for each held by a living node."""

CLAIM_CODES = """
local result = {}
for i, key in ipairs(KEYS) do
  local named = redis.call('SET', key, ARGV[i], 'NX') or redis.call('GET', key) == ARGV[i]
  result[i] = named and 1 or 0
end
return result
"""
"""Codes for many tables (KEYS: the codes, ARGV: their table ids): 1 for each code that names its
table now, 0 for one that names another."""

TOKEN_BUCKET = """
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1000000
local burst, rate, cost = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local held = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(held[1]) or burst
local at = tonumber(held[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * rate)
if tokens < cost then return 0 end
if ARGV[4] == 'take' then
  tokens = tokens - cost
  redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
  local refill = rate > 0 and (burst - tokens) / rate or 86400
  redis.call('PEXPIRE', KEYS[1], math.ceil(math.min(refill, 86400) * 1000) + 1000)
end
return 1
"""

OPEN_SOCKET = (
    _NOW_MS
    + """
local fields = redis.call('HGETALL', KEYS[1])
local total = 0
for i = 1, #fields, 2 do
  local seen = redis.call('ZSCORE', KEYS[2], fields[i])
  if fields[i] == ARGV[1] or (seen and tonumber(seen) > now - tonumber(ARGV[3])) then
    total = total + tonumber(fields[i + 1])
  else
    redis.call('HDEL', KEYS[1], fields[i])
  end
end
if total >= tonumber(ARGV[2]) then return 0 end
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('PEXPIRE', KEYS[1], 86400000)
return 1
"""
)

CLOSE_SOCKET = """
if redis.call('HINCRBY', KEYS[1], ARGV[1], -1) <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return 1
"""

RENEW = """
local result = {}
for i, key in ipairs(KEYS) do
  local owner = redis.call('GET', key)
  if owner == ARGV[1] then
    redis.call('PEXPIRE', key, ARGV[2])
    result[i] = 0
  elseif not owner then
    redis.call('SET', key, ARGV[1], 'PX', ARGV[2])
    result[i] = 1
  else
    result[i] = 2
  end
end
return result
"""

DELETE_IF = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""

CONNECT_PLAYER = (
    _NOW_MS
    + """
local before = redis.call('GET', KEYS[1])
redis.call('SET', KEYS[1], ARGV[1])
if not before or before == ARGV[1] then return false end
local node = string.match(before, '^(%S+)')
local seen = redis.call('ZSCORE', KEYS[2], node)
if seen and tonumber(seen) > now - tonumber(ARGV[2]) then return before end
return false
"""
)


PLAYERS_ONLINE = (
    _NOW_MS
    + """
local fields = redis.call('HGETALL', KEYS[1])
local total = 0
for i = 1, #fields, 2 do
  local seen = redis.call('ZSCORE', KEYS[2], fields[i])
  if seen and tonumber(seen) > now - tonumber(ARGV[1]) then
    total = total + tonumber(fields[i + 1])
  elseif not seen then
    redis.call('HDEL', KEYS[1], fields[i])
  end
end
return total
"""
)
