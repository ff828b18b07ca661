#!/usr/bin/env bash
# Solver benchmark: times `kinetic solve 6x10 --count` (release build, median of 5 whole-process runs) against the
# PyPI exact-cover solvers xcover, miniexact and exact-cover on the same symmetry-broken matrix, and prints a
# side-by-side table. Not part of `make test`.
#
#   Benchmarks/solver/run.sh [--runs N] [--xcover-only]
#
# KINETIC_BIN=path skips the build and times that launcher (with kinetic-solve beside it, as in a build folder);
# BENCH_VENV=dir chooses the virtual environment (default: $TMPDIR/kinetic-solver-bench-venv, created on first use).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
venv="${BENCH_VENV:-${TMPDIR:-/tmp}/kinetic-solver-bench-venv}"

if [[ -z "${KINETIC_BIN:-}" ]]; then
    # As `make release` builds them: `kinetic` is the launcher, which runs kinetic-solve from the same folder.
    for product in kinetic kinetic-solve; do
        swift build --package-path "$root" -c release --static-swift-stdlib --product "$product"
    done
    KINETIC_BIN="$(swift build --package-path "$root" -c release --static-swift-stdlib --show-bin-path)/kinetic"
fi

if [[ ! -x "$venv/bin/python" ]]; then
    python3 -m venv "$venv"
fi
# Pinned to the versions measured in docs/pentomino.md.
"$venv/bin/pip" install --quiet --disable-pip-version-check xcover==0.2.6 miniexact==1.6.1 exact-cover==1.5.0

exec "$venv/bin/python" "$here/bench.py" --kinetic "$KINETIC_BIN" "$@"
