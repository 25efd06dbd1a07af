#!/usr/bin/env bash
# Checks a built bundle as a new user would meet it: in a fresh, empty home, offscreen, the
# program starts, draws its start screen, plays one solo turn and loads German (--self-check);
# and the bundle carries none of the host's desktop libraries.
set -euo pipefail
bundle=${1:-dist/fuenfwurf}
[ -x "$bundle/fuenfwurf" ] || { echo "dist-check: no bundle at $bundle (run make dist)" >&2; exit 1; }

carried=$(find "$bundle/_internal" -maxdepth 1 -name 'lib*.so*' -printf '%f\n' \
  | grep -E '^lib(pulse|dbus-1|X11|xcb|fontconfig|freetype|GL|EGL|gtk|glib|stdc\+\+|gcc_s)[.-]' || true)
if [ -n "$carried" ]; then
  echo "dist-check: the bundle carries host libraries it must take from the system:" >&2
  echo "$carried" >&2
  exit 1
fi

home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
report=$(env -i PATH=/usr/bin:/bin HOME="$home" LANG=C.UTF-8 \
  QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software \
  timeout 120 "$bundle/fuenfwurf" --self-check)
echo "$report"
if grep -q "version unknown" <<<"$report"; then
  echo "dist-check: the bundle does not know its version (package metadata missing)" >&2
  exit 1
fi
leftover=$(find "$home" -mindepth 1 -maxdepth 3 | head -n 20)
echo "dist-check: passed in a fresh home; it holds afterwards:"
echo "${leftover:-  (nothing)}"
