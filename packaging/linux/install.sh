#!/bin/sh
# Installs the Fünfwurf bundle for the current user (no root needed), or removes it again.
#   ./install.sh [BUNDLE_DIR]      install (BUNDLE_DIR: the folder holding the `fuenfwurf`
#                                  program; by default the folder this script is in)
#   ./install.sh --uninstall       remove the program, menu entry and icons (keeps your data)
# Program: ~/.local/lib/fuenfwurf   Command: ~/.local/bin/fuenfwurf
# Menu entry and icons: ~/.local/share/applications, ~/.local/share/icons/hicolor
set -eu

here=$(cd "$(dirname "$0")" && pwd)
data_home=${XDG_DATA_HOME:-$HOME/.local/share}
program_dir=$HOME/.local/lib/fuenfwurf
bin_dir=$HOME/.local/bin
apps_dir=$data_home/applications
icons_dir=$data_home/icons/hicolor
sizes="16 24 32 48 64 128 256 512"

refresh_caches() {
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps_dir" || true
  command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$icons_dir" || true
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$program_dir"
  rm -f "$bin_dir/fuenfwurf" "$apps_dir/fuenfwurf.desktop" "$icons_dir/scalable/apps/fuenfwurf.svg"
  for size in $sizes; do rm -f "$icons_dir/${size}x${size}/apps/fuenfwurf.png"; done
  refresh_caches
  echo "Fünfwurf is removed. Your games and settings stay in $data_home/fuenfwurf."
  exit 0
fi

bundle=${1:-$here}
bundle=$(cd "$bundle" && pwd)
if [ ! -x "$bundle/fuenfwurf" ]; then
  echo "install.sh: no fuenfwurf program in $bundle (build it with 'make dist')" >&2
  exit 1
fi
# Desktop files and icons ship beside this script, in the repository and in the bundle alike.
share=$here
[ -f "$share/fuenfwurf.desktop" ] || { echo "install.sh: fuenfwurf.desktop not found in $share" >&2; exit 1; }

mkdir -p "$program_dir" "$bin_dir" "$apps_dir" "$icons_dir/scalable/apps"
if [ "$bundle" != "$program_dir" ]; then
  rm -rf "$program_dir"
  cp -a "$bundle" "$program_dir"
fi
ln -sf "$program_dir/fuenfwurf" "$bin_dir/fuenfwurf"
sed "s|^Exec=fuenfwurf|Exec=$bin_dir/fuenfwurf|; s|^TryExec=fuenfwurf|TryExec=$bin_dir/fuenfwurf|" \
  "$share/fuenfwurf.desktop" > "$apps_dir/fuenfwurf.desktop"
cp "$share/fuenfwurf.svg" "$icons_dir/scalable/apps/fuenfwurf.svg"
for size in $sizes; do
  mkdir -p "$icons_dir/${size}x${size}/apps"
  cp "$share/icons/fuenfwurf-$size.png" "$icons_dir/${size}x${size}/apps/fuenfwurf.png"
done
command -v xdg-mime >/dev/null 2>&1 && xdg-mime default fuenfwurf.desktop x-scheme-handler/fuenfwurf || true
refresh_caches
echo "Fünfwurf is installed: start it from your menu or with $bin_dir/fuenfwurf"
case ":$PATH:" in *":$bin_dir:"*) ;; *) echo "(add $bin_dir to your PATH to start it by name)";; esac
