#!/usr/bin/env bash
# Installs Kinetic under a prefix, or removes exactly what an install there wrote.
#   scripts/install.sh install --root DESTDIR+PREFIX --build FOLDER --app-id ID [--no-manifest]
#   scripts/install.sh uninstall --root DESTDIR+PREFIX
# Run from the checkout (the Makefile does). Install writes the programs of the build FOLDER (e.g. .build/release:
# the launcher as bin/kinetic, the programs it runs as libexec/kinetic/kinetic-app and kinetic-solve), the resources
# (share/kinetic), the .desktop file, the icon (SVG plus PNGs rasterized from it with rsvg-convert) and the AppStream
# metainfo, and records every file and every folder it created in share/kinetic/install-manifest.txt; uninstall
# removes those files, then those folders if they are empty, so an install into an empty prefix uninstalls to an
# empty prefix. --no-manifest is for a package (scripts/build-deb.sh): its package manager records the files, and a
# manifest in the package would let `make uninstall` delete files the package manager owns.
set -euo pipefail

readonly MANIFEST=share/kinetic/install-manifest.txt
readonly ICON_SIZES=(48 128 256) # PNG edges in pixels: a menu, a dock at scale 2, a software centre
readonly DESKTOP_FILES=Resources/desktop
# Where the launcher (bin/kinetic) looks for the programs it runs; Sources/KineticLauncher/main.c says the same.
readonly PROGRAM_FOLDER=libexec/kinetic
readonly PROGRAMS=(kinetic-app kinetic-solve)

die() { echo "install.sh: $*" >&2; exit 1; }

action=${1:-}
shift || true
root="" build="" app_id="" write_manifest=true
while [[ $# -gt 0 ]]; do
  case "$1" in
    --root) root=$2; shift 2 ;;
    --build) build=$2; shift 2 ;;
    --app-id) app_id=$2; shift 2 ;;
    --no-manifest) write_manifest=false; shift ;;
    *) die "unknown argument '$1' (see the usage at the top of scripts/install.sh)" ;;
  esac
done
[[ -n "$root" ]] || die "--root is required (make passes \$(DESTDIR)\$(PREFIX))"
[[ "$root" == /* ]] || die "the prefix must be an absolute path, not '$root'"

entries=()

# Creates each missing folder on the way to $1, recording the ones it made (outermost first).
make_folder() {
  local relative=$1 path="" part
  IFS=/ read -ra parts <<<"$relative"
  for part in "${parts[@]}"; do
    path=${path:+$path/}$part
    if [[ ! -d "$root/$path" ]]; then
      mkdir "$root/$path"
      entries+=("d $path")
    fi
  done
}

# install_file MODE SOURCE RELATIVE-DESTINATION
install_file() {
  make_folder "$(dirname "$3")"
  install -m "$1" "$2" "$root/$3"
  entries+=("f $3")
}

# rasterize_icon SVG EDGE RELATIVE-DESTINATION
rasterize_icon() {
  make_folder "$(dirname "$3")"
  rsvg-convert --width "$2" --height "$2" --output "$root/$3" "$1"
  chmod 644 "$root/$3"
  entries+=("f $3")
}

do_install() {
  [[ -n "$app_id" ]] || die "--app-id is required"
  [[ -n "$build" ]] || die "--build is required (the folder holding kinetic, kinetic-app and kinetic-solve)"
  local program
  for program in kinetic "${PROGRAMS[@]}"; do
    [[ -x "$build/$program" ]] ||
      die "no executable at '$build/$program': build first (make release) or pass KINETIC_BUILD=FOLDER"
  done
  command -v rsvg-convert >/dev/null || die "rsvg-convert is missing: install librsvg2-bin (make deps)"
  [[ -f "$DESKTOP_FILES/$app_id.desktop" ]] || die "no $DESKTOP_FILES/$app_id.desktop: is APP_ID right?"
  mkdir -p "$root"
  local previous=()
  [[ -f "$root/$MANIFEST" ]] && mapfile -t previous <"$root/$MANIFEST"

  install_file 755 "$build/kinetic" bin/kinetic
  for program in "${PROGRAMS[@]}"; do
    install_file 755 "$build/$program" "$PROGRAM_FOLDER/$program"
  done
  local file
  while IFS= read -r file; do
    install_file 644 "$file" "share/kinetic/${file#Resources/}"
  done < <(find Resources -type f -not -path "$DESKTOP_FILES/*" | sort)
  install_file 644 "$DESKTOP_FILES/$app_id.desktop" "share/applications/$app_id.desktop"
  install_file 644 "$DESKTOP_FILES/$app_id.metainfo.xml" "share/metainfo/$app_id.metainfo.xml"
  install_file 644 Resources/icons/kinetic.svg "share/icons/hicolor/scalable/apps/$app_id.svg"
  local edge
  for edge in "${ICON_SIZES[@]}"; do
    rasterize_icon Resources/icons/kinetic.svg "$edge" "share/icons/hicolor/${edge}x${edge}/apps/$app_id.png"
  done
  if [[ "$write_manifest" == false ]]; then
    echo "Installed Kinetic under $root (no manifest: the package records its files)"
    return
  fi
  # A re-install keeps what the earlier one created (it may have made folders this one found existing).
  printf '%s\n' "${previous[@]}" "${entries[@]}" "f $MANIFEST" | awk 'NF && !seen[$0]++' >"$root/$MANIFEST"
  echo "Installed Kinetic under $root (uninstall: make uninstall with the same PREFIX and DESTDIR)"
}

do_uninstall() {
  [[ -f "$root/$MANIFEST" ]] || die "nothing to uninstall: no $root/$MANIFEST (was Kinetic installed there?)"
  local recorded=() entry index
  mapfile -t recorded <"$root/$MANIFEST"
  for entry in "${recorded[@]}"; do
    [[ "$entry" == "f "* ]] && rm -f "$root/${entry#f }"
  done
  # A folder is recorded after the folders holding it, so going backwards empties each before its parent;
  # a folder that still holds something not installed here stays.
  for ((index = ${#recorded[@]} - 1; index >= 0; index--)); do
    entry=${recorded[index]}
    [[ "$entry" == "d "* ]] && { rmdir "$root/${entry#d }" 2>/dev/null || true; }
  done
  echo "Removed Kinetic from $root"
}

case "$action" in
  install) do_install ;;
  uninstall) do_uninstall ;;
  *) die "usage: scripts/install.sh install|uninstall --root DIR [--build FOLDER --app-id ID]" ;;
esac
