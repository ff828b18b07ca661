#!/usr/bin/env bash
# Builds the Debian package kinetic_<version>_<arch>.deb from a release build, with Debian's own tools.
#   scripts/build-deb.sh --build FOLDER --manual-tool GENERATE-MANUAL --app-id ID --output FOLDER
# Run from the checkout (`make deb` does). The package's metadata is packaging/debian/ (control, changelog,
# copyright); the layout is scripts/install.sh's, run with PREFIX=/usr; the rest is what Debian adds for a package:
# stripped programs, the manual page generated from the command line's own help, the copyright and changelog
# under /usr/share/doc/kinetic, md5sums, and a control file whose Depends dpkg-shlibdeps computed.
# docs/packaging.md says why each step is done the way it is.
set -euo pipefail

readonly PACKAGE=kinetic
readonly METADATA=packaging/debian
# The launcher is a static executable (no dynamic libraries to compute Depends from); the two programs are not.
readonly LAUNCHER=games/kinetic
readonly DYNAMIC_PROGRAMS=(libexec/kinetic/kinetic-app libexec/kinetic/kinetic-solve)
readonly PROGRAMS=("$LAUNCHER" "${DYNAMIC_PROGRAMS[@]}")
# The libraries the app opens with dlopen (so no ELF header names them) are found where their names are declared:
# each such Swift file holds `sharedObjectName = "<soname>"` and `library.function("<symbol>")` per symbol used.
readonly DLOPEN_SOURCES=Sources/Platform

die() { echo "build-deb.sh: $*" >&2; exit 1; }

build="" manual_tool="" app_id="" output=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --build) build=$2; shift 2 ;;
    --manual-tool) manual_tool=$2; shift 2 ;;
    --app-id) app_id=$2; shift 2 ;;
    --output) output=$2; shift 2 ;;
    *) die "unknown argument '$1' (see the usage at the top of scripts/build-deb.sh)" ;;
  esac
done
[[ -n "$build" && -n "$manual_tool" && -n "$app_id" && -n "$output" ]] ||
  die "usage: scripts/build-deb.sh --build FOLDER --manual-tool GENERATE-MANUAL --app-id ID --output FOLDER"
for tool in dpkg-deb dpkg-shlibdeps dpkg-gencontrol dpkg-parsechangelog strip gzip "${CC:-cc}"; do
  command -v "$tool" >/dev/null || die "$tool is missing: install dpkg-dev, binutils and gcc (make deps)"
done
[[ -x "$manual_tool" ]] || die "no generate-manual at '$manual_tool': swift build --product generate-manual"

# The package's version is the app's, with the Debian revision of the newest changelog entry.
app_version=$("$build/kinetic" --version) || die "'$build/kinetic --version' failed: build first (make release)"
deb_version=$(dpkg-parsechangelog -l "$METADATA/changelog" -S Version)
[[ "${deb_version%-*}" == "$app_version" ]] ||
  die "$METADATA/changelog's newest entry is $deb_version but the app is $app_version: add an entry" \
    "(dch --changelog $METADATA/changelog -v $app_version-1)"
# Every date in the package is the changelog entry's: the same sources make the same package.
SOURCE_DATE_EPOCH=$(dpkg-parsechangelog -l "$METADATA/changelog" -S Timestamp)
export SOURCE_DATE_EPOCH
maintainer=$(dpkg-parsechangelog -l "$METADATA/changelog" -S Maintainer)

work=$(mktemp -d "${TMPDIR:-/tmp}/kinetic-deb-XXXXXX")
trap 'rm -rf "$work"' EXIT
cp -r "$METADATA" "$work/debian"
stage=$work/debian/$PACKAGE
umask 022

scripts/install.sh install --root "$stage/usr" --build "$build" --app-id "$app_id" --no-manifest >/dev/null
# A game's program goes in /usr/games (Debian Policy 11.11); /usr/bin/kinetic stays, as a link to it, because
# `kinetic solve` is a command-line tool too and root's PATH has no /usr/games. The launcher finds its programs from
# its own path, which the link resolves to: /usr/games/kinetic, prefix /usr, programs in /usr/libexec/kinetic.
mkdir -p "$stage/usr/games"
mv "$stage/usr/bin/kinetic" "$stage/usr/$LAUNCHER"
ln -s "../$LAUNCHER" "$stage/usr/bin/kinetic"

# Debian ships programs without their symbol tables (dh_strip's flags for executables).
unstripped=$(du -cb "${PROGRAMS[@]/#/$stage/usr/}" | tail -1 | cut -f1)
for program in "${PROGRAMS[@]}"; do
  strip --remove-section=.comment --remove-section=.note "$stage/usr/$program"
done
stripped=$(du -cb "${PROGRAMS[@]/#/$stage/usr/}" | tail -1 | cut -f1)
echo "build-deb.sh: programs stripped from $unstripped to $stripped bytes"

# The manual page is generated from the shipped program's own help (swift-argument-parser's generate-manual), so
# it says what `kinetic --help` says.
manual=$work/manual
mkdir -p "$manual" "$stage/usr/share/man/man1"
"$manual_tool" "$stage/usr/libexec/kinetic/kinetic-app" --output-directory "$manual" \
  --date "$(date -u -d "@$SOURCE_DATE_EPOCH" +%Y-%m-%d)" --authors "${maintainer/ </<}"
[[ -s "$manual/$PACKAGE.1" ]] || die "generate-manual wrote no $PACKAGE.1 (is the root command still named kinetic?)"
gzip -9n <"$manual/$PACKAGE.1" >"$stage/usr/share/man/man1/$PACKAGE.1.gz"

doc=$stage/usr/share/doc/$PACKAGE
mkdir -p "$doc"
install -m 644 "$METADATA/copyright" "$doc/copyright"
gzip -9n <"$METADATA/changelog" >"$doc/changelog.Debian.gz"
install -D -m 644 "$METADATA/$PACKAGE.lintian-overrides" "$stage/usr/share/lintian/overrides/$PACKAGE"

# A program linked against every library the app opens with dlopen, calling the functions it looks up there: given
# to dpkg-shlibdeps with the real programs, it turns those libraries into Depends with the version floors their
# symbols files give, as linking would have. It sits in a package tree of its own (debian/dlopen-stub), never shipped.
write_dlopen_stub() {
  local stub_root=$work/debian/dlopen-stub source=$work/dlopen-stub.c file soname symbols=() links=()
  while IFS= read -r file; do
    soname=$(sed -n 's/.*sharedObjectName = "\([^"]*\)".*/\1/p' "$file")
    [[ -n "$soname" ]] || die "$file names no soname the way write_dlopen_stub reads it: update one or the other"
    mapfile -t -O "${#symbols[@]}" symbols < <(grep -o 'library\.function("[^"]*")' "$file" | cut -d'"' -f2)
    links+=("-l:$soname")
  done < <(grep -rl 'sharedObjectName = "' "$DLOPEN_SOURCES" | sort)
  [[ ${#links[@]} -gt 0 && ${#symbols[@]} -gt 0 ]] ||
    die "found no library opened with dlopen under $DLOPEN_SOURCES: update write_dlopen_stub to the new pattern"
  {
    printf 'extern void %s(void);\n' "${symbols[@]}"
    printf 'void (*const kinetic_dlopened[])(void) = {\n'
    printf '    %s,\n' "${symbols[@]}"
    printf '};\nint main(void) { return kinetic_dlopened[0] == 0; }\n'
  } >"$source"
  mkdir -p "$stub_root/DEBIAN" "$stub_root/usr/bin"
  "${CC:-cc}" -o "$stub_root/usr/bin/dlopen-stub" "$source" -Wl,--no-as-needed "${links[@]}"
}
write_dlopen_stub

mkdir -p "$stage/DEBIAN"
(
  cd "$work"
  dpkg-shlibdeps -T"debian/$PACKAGE.substvars" "${DYNAMIC_PROGRAMS[@]/#/-edebian/$PACKAGE/usr/}" \
    -edebian/dlopen-stub/usr/bin/dlopen-stub
  find "debian/$PACKAGE" -path "debian/$PACKAGE/DEBIAN" -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z |
    (cd "debian/$PACKAGE" && xargs -0 md5sum) >"debian/$PACKAGE/DEBIAN/md5sums"
  dpkg-gencontrol -p"$PACKAGE" -T"debian/$PACKAGE.substvars" -P"debian/$PACKAGE" -f"$work/files"
)
chmod 644 "$stage/DEBIAN/md5sums"

mkdir -p "$output"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$output" | sed 's/^dpkg-deb: //'
