#!/usr/bin/env bash
# Brings a fresh machine to the point where `python -m app` and the tests run:
# the system libraries Qt needs, the project's venv, its packages, and the compiled translations.
# Every step is skipped when it is already done, so `make run` stays quick after the first time.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.venv
stamp=$venv/.installed

# --- system libraries (Debian names) that Qt's offscreen and xcb platforms load -----------------
# soname to look for -> package that ships it
declare -A needed=(
  [libGL.so.1]=libgl1 [libEGL.so.1]=libegl1 [libxkbcommon.so.0]=libxkbcommon0
  [libfontconfig.so.1]=libfontconfig1 [libfreetype.so.6]=libfreetype6
  [libdbus-1.so.3]=libdbus-1-3 [libglib-2.0.so.0]=libglib2.0-0 [libX11.so.6]=libx11-6
  [libxkbcommon-x11.so.0]=libxkbcommon-x11-0 [libX11-xcb.so.1]=libx11-xcb1
  [libxcb-cursor.so.0]=libxcb-cursor0 [libxcb-icccm.so.4]=libxcb-icccm4
  [libxcb-keysyms.so.1]=libxcb-keysyms1 [libxcb-image.so.0]=libxcb-image0
  [libxcb-render-util.so.0]=libxcb-render-util0 [libxcb-randr.so.0]=libxcb-randr0
  [libxcb-shape.so.0]=libxcb-shape0 [libxcb-xkb.so.1]=libxcb-xkb1
  [libxcb-xfixes.so.0]=libxcb-xfixes0 [libxcb-sync.so.1]=libxcb-sync1
  [libxcb-shm.so.0]=libxcb-shm0 [libxcb-glx.so.0]=libxcb-glx0
  [libpulse.so.0]=libpulse0
)
missing=()
libs=$(/sbin/ldconfig -p 2>/dev/null || ldconfig -p)
for so in "${!needed[@]}"; do
  grep -q "[[:space:]]$so[[:space:]]" <<<"$libs" || missing+=("${needed[$so]}")
done
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
# Emoji in the chat (our own fonts have none): shown in colour instead of as empty boxes.
[ -e /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || missing+=(fonts-noto-color-emoji)
[ -d /usr/lib/x86_64-linux-gnu/dri ] || [ -d /usr/lib/aarch64-linux-gnu/dri ] || missing+=(libgl1-mesa-dri)
# The cluster's front door (`make cluster`, and the test that runs it).
[ -x /usr/sbin/haproxy ] || command -v haproxy >/dev/null || missing+=(haproxy)
# The accessibility test: a virtual screen, a session bus, the AT-SPI bus, and pyatspi for
# Debian's own python3 (not on PyPI: the test runs its client with /usr/bin/python3).
command -v Xvfb >/dev/null || missing+=(xvfb)
command -v dbus-daemon >/dev/null || missing+=(dbus)
[ -x /usr/libexec/at-spi-bus-launcher ] || missing+=(at-spi2-core)
{ [ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import pyatspi' 2>/dev/null; } || missing+=(python3-pyatspi)
# The real screen reader for the Orca test (tests/accessibility/test_orca.py): Orca, its speech
# (speech-dispatcher with espeak-ng, played to ALSA's null device), a window manager for Orca to
# follow the focus, and xdotool for the test's keys.
command -v orca >/dev/null || missing+=(orca)
command -v speech-dispatcher >/dev/null || missing+=(speech-dispatcher)
[ -e /usr/lib/speech-dispatcher-modules/sd_espeak-ng ] \
  || [ -n "$(ls /usr/lib/*/speech-dispatcher-modules/sd_espeak-ng 2>/dev/null)" ] \
  || missing+=(speech-dispatcher-espeak-ng)
command -v espeak-ng >/dev/null || missing+=(espeak-ng)
command -v openbox >/dev/null || missing+=(openbox)
command -v xdotool >/dev/null || missing+=(xdotool)
if [ ${#missing[@]} -gt 0 ]; then
  mapfile -t missing < <(printf '%s\n' "${missing[@]}" | sort -u)
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "setup: installing system packages: ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "setup: system packages are missing (Qt's libraries, HAProxy, the accessibility test's tools). Install them with:" >&2
    echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    exit 1
  fi
fi

# --- Python and the venv ---------------------------------------------------------------------------
python=""
for candidate in python3.11 python3.12 python3.13 python3; do
  if command -v "$candidate" >/dev/null \
     && "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    python=$candidate; break
  fi
done
if [ -z "$python" ]; then
  echo "setup: Python 3.11 or newer is needed (with its venv module)." >&2
  exit 1
fi
# The lock (requirements/, compiled by uv from pyproject.toml with `make lock`) says every
# package, its version and its hashes; nothing is installed that it does not name.
"$python" scripts/deps.py check

# A venv made before the lock (by python -m venv, with pip in it) is made again by uv.
if [ -f $venv/pyvenv.cfg ] && ! grep -q '^uv = ' $venv/pyvenv.cfg; then
  echo "setup: making $venv again with uv (it was made before the lock)"
  rm -rf $venv
fi
uv_dir=$venv/.uv
uv=$uv_dir/bin/uv
uv_pin=$(sed -n 's/^uv==\([^ ]*\).*/\1/p' requirements/uv.txt)
if [ ! -x $uv ] || [ "$($uv --version 2>/dev/null | cut -d' ' -f2)" != "$uv_pin" ]; then
  # uv itself, pinned and hash-checked, beside the venv rather than in it (a sync would remove it).
  echo "setup: fetching uv $uv_pin"
  rm -rf $uv_dir
  "$python" -m pip install -q --disable-pip-version-check --root-user-action=ignore --no-deps --require-hashes \
    --target $uv_dir -r requirements/uv.txt 2>&1 | grep -v '^WARNING: Location' || true
  [ -x $uv ] || { echo "setup: could not install uv (requirements/uv.txt)" >&2; exit 1; }
fi
export UV_PYTHON_DOWNLOADS=never
if [ ! -x $venv/bin/python ]; then
  echo "setup: creating $venv with $("$python" --version)"
  $uv venv -q --allow-existing --python "$python" $venv
fi
if [ ! -f $stamp ] || [ requirements/dev.txt -nt $stamp ] || [ pyproject.toml -nt $stamp ]; then
  echo "setup: installing the locked packages into $venv"
  # sync: exactly the lock (anything else in the venv is removed), every file checked by hash.
  $uv pip sync -q --python $venv/bin/python --require-hashes requirements/dev.txt
  # The project itself, editable, built by uv's own backend (pyproject.toml).
  $uv pip install -q --python $venv/bin/python --no-deps -e .
  $venv/bin/python -c 'import PySide6.QtQuick, qasync, aiohttp, numpy, msgspec, icu' \
    || { echo "setup: the installation is incomplete" >&2; exit 1; }
  touch $stamp
fi

# --- translations: .qm files are built from the .ts sources, never committed ------------------------
mkdir -p resources/i18n
for ts in i18n/*.ts; do
  [ -e "$ts" ] || continue
  qm=resources/i18n/$(basename "${ts%.ts}").qm
  if [ ! -f "$qm" ] || [ "$ts" -nt "$qm" ]; then
    # Written beside and renamed into place: a running app keeps reading a whole file.
    $venv/bin/pyside6-lrelease -silent "$ts" -qm "$qm.new" && mv -f "$qm.new" "$qm"
  fi
done
