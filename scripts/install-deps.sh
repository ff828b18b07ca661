#!/usr/bin/env bash
# Installs the Debian packages Kinetic needs, only those missing; a no-op (and silent) when all are there.
# Root is not assumed: as root it runs apt-get, otherwise sudo when available, otherwise it prints the command.
set -euo pipefail
missing=()
for package in "$@"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

command="apt-get install -y -qq --no-install-recommends ${missing[*]}"
echo "make deps: installing ${missing[*]}"
if [[ $(id -u) -eq 0 ]]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $command >/dev/null
elif command -v sudo >/dev/null 2>&1; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive $command >/dev/null
else
  echo "make deps: not root and no sudo. Run as root: apt-get update && $command" >&2
  exit 1
fi
