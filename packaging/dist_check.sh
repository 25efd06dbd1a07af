#!/usr/bin/env bash
# Checks a built bundle as a new user would meet it: in a fresh, empty home, offscreen, the
# program starts, draws its start screen, plays one solo turn and loads German (--self-check);
# the bundle carries none of the host's desktop libraries; and, as an operator would run it,
# the bundled table server starts (fuenfwurf --server) and one turn is played against it by a
# small client from the checkout (packaging/server_check.py).
set -euo pipefail
bundle=${1:-dist/fuenfwurf}
python=${PYTHON:-.venv/bin/python}
[ -x "$bundle/fuenfwurf" ] || { echo "dist-check: no bundle at $bundle (run make dist)" >&2; exit 1; }

carried=$(find "$bundle/_internal" -maxdepth 1 -name 'lib*.so*' -printf '%f\n' \
  | grep -E '^lib(pulse|dbus-1|X11|xcb|fontconfig|freetype|GL|EGL|gtk|glib|stdc\+\+|gcc_s)[.-]' || true)
if [ -n "$carried" ]; then
  echo "dist-check: the bundle carries host libraries it must take from the system:" >&2
  echo "$carried" >&2
  exit 1
fi

# The server's compiled modules find every library they link (PyICU brings its own ICU).
for module in "$bundle"/_internal/{icu,uvloop,hiredis,asyncpg/protocol}/*.so; do
  [ -e "$module" ] || { echo "dist-check: the bundle lacks the server's $module" >&2; exit 1; }
  missing=$(ldd "$module" | grep 'not found' || true)
  if [ -n "$missing" ]; then
    echo "dist-check: ${module#"$bundle"/} cannot load:" >&2
    echo "$missing" >&2
    exit 1
  fi
done

home=$(mktemp -d)
server_pid=
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill "$server_pid"; fi
  rm -rf "$home"
}
trap cleanup EXIT
report=$(env -i PATH=/usr/bin:/bin HOME="$home" LANG=C.UTF-8 \
  QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software \
  timeout 120 "$bundle/fuenfwurf" --self-check)
echo "$report"
if grep -q "version unknown" <<<"$report"; then
  echo "dist-check: the bundle does not know its version (package metadata missing)" >&2
  exit 1
fi
# Built with SERVER=...: that is the bundle's default server.
if [ -n "${SERVER:-}" ]; then
  wanted=$("$python" -c 'import sys; from app.profile.address import normalize_server; print(normalize_server(sys.argv[1]))' "$SERVER")
  if ! grep -qF "default server $wanted)" <<<"$report"; then
    echo "dist-check: the bundle was built with SERVER=$SERVER but its default is another" >&2
    exit 1
  fi
fi
leftover=$(find "$home" -mindepth 1 -maxdepth 3 | head -n 20)
echo "dist-check: the app passed in a fresh home; it holds afterwards:"
echo "${leftover:-  (nothing)}"

# The bundled server, on a free port, its database in the fresh home; no display, no Qt.
# (below the ports clients are given: ``app/host/ports.py`` says why)
port=$("$python" -c 'from app.host.ports import free_port; print(free_port("127.0.0.1"))')
mkdir -p "$home/server"
env -i PATH=/usr/bin:/bin HOME="$home" LANG=C.UTF-8 \
  "$bundle/fuenfwurf" --server --port "$port" --db "$home/server/tables.sqlite3" \
  --advisor best-now --log-level WARNING >"$home/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 150); do
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "dist-check: the bundled server stopped at start:" >&2
    cat "$home/server.log" >&2
    exit 1
  fi
  if "$python" -c "import urllib.request as u; u.urlopen('http://127.0.0.1:$port/health', timeout=1)" 2>/dev/null; then
    break
  fi
  sleep 0.2
done
"$python" packaging/server_check.py "http://127.0.0.1:$port" || {
  echo "dist-check: the bundled server's log:" >&2
  cat "$home/server.log" >&2
  exit 1
}
kill -TERM "$server_pid"
if ! timeout 15 tail --pid="$server_pid" -f /dev/null; then
  echo "dist-check: the bundled server did not stop on SIGTERM" >&2
  exit 1
fi
wait "$server_pid" || { echo "dist-check: the bundled server exited with $?" >&2; exit 1; }
server_pid=
echo "dist-check: the bundled server (fuenfwurf --server) played a turn and stopped cleanly"
