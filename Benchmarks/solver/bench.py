#!/usr/bin/env python3
"""Times `kinetic solve 6x10 --count` against the fastest exact-cover solvers on PyPI, in one run.

Every solver gets the same symmetry-broken exact-cover matrix for the 6x10 rectangle: 72 columns (12 pieces + 60
cells) and one row per placement, with the X piece kept to the 8 placements whose centre lies in the top-left
quadrant. That breaks the rectangle's 4 symmetries, so each solver must find the 2339 distinct solutions.

Kinetic is timed as a whole process (start-up, board compilation, search, output); the PyPI solvers only for the
search call, after the matrix is built and numba's JIT is warmed up. Runs are interleaved: each round times every
solver once. Run through run.sh, which builds kinetic and installs the solvers into a virtual environment.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
import warnings

import numpy as np

# xcover's numba kernels warn about an integer cast at compile time; it does not affect the results.
warnings.simplefilter("ignore")

ROWS, COLUMNS = 6, 10
EXPECTED_DISTINCT = 2339
PIECES = {
    "F": [".##", "##.", ".#."],
    "I": ["#####"],
    "L": ["#.", "#.", "#.", "##"],
    "N": [".#", ".#", "##", "#."],
    "P": ["##", "##", "#."],
    "T": ["###", ".#.", ".#."],
    "U": ["#.#", "###"],
    "V": ["#..", "#..", "###"],
    "W": ["#..", "##.", ".##"],
    "X": [".#.", "###", ".#."],
    "Y": [".#", "##", ".#", ".#"],
    "Z": ["##.", ".#.", ".##"],
}


def orientations(picture):
    """The distinct shapes of a piece under the 8 symmetries, each as a sorted tuple of (row, column)."""
    cells = [(r, c) for r, line in enumerate(picture) for c, mark in enumerate(line) if mark == "#"]
    shapes = set()
    for flip in (False, True):
        current = [(r, -c) if flip else (r, c) for r, c in cells]
        for _ in range(4):
            current = [(c, -r) for r, c in current]
            top, left = min(r for r, _ in current), min(c for _, c in current)
            shapes.add(tuple(sorted((r - top, c - left) for r, c in current)))
    return sorted(shapes)


def matrix_rows():
    """One list of column indices per placement: the piece's column, then its cells' columns."""
    rows = []
    for index, (name, picture) in enumerate(PIECES.items()):
        for shape in orientations(picture):
            height = max(r for r, _ in shape) + 1
            width = max(c for _, c in shape) + 1
            for top in range(ROWS - height + 1):
                for left in range(COLUMNS - width + 1):
                    # Symmetry breaking: the X's centre (top + 1, left + 1) in the top-left quadrant.
                    if name == "X" and not (top + 1 < ROWS // 2 and left + 1 < COLUMNS // 2):
                        continue
                    cells = [len(PIECES) + (top + r) * COLUMNS + (left + c) for r, c in shape]
                    rows.append([index] + cells)
    return rows


def boolean_matrix(rows):
    matrix = np.zeros((len(rows), len(PIECES) + ROWS * COLUMNS), dtype=np.bool_)
    for number, columns in enumerate(rows):
        matrix[number, columns] = True
    return matrix


def count_xcover(rows, matrix):
    from xcover import covers_bool

    return sum(1 for _ in covers_bool(matrix))


def count_miniexact(rows, matrix):
    from miniexact import miniexacts_x

    solver = miniexacts_x()
    items = [solver.primary(f"i{column}") for column in range(matrix.shape[1])]
    for columns in rows:
        solver.add([items[column] for column in columns])
    count = 0
    while solver.solve() == 10:  # 10: a solution, 20: no more
        count += 1
    return count


def count_exact_cover(rows, matrix):
    import exact_cover

    return int(exact_cover.get_solution_count(matrix))


def warm_up_xcover():
    """Compiles xcover's numba kernels on a tiny problem so the timed runs measure the search only."""
    from xcover import covers_bool

    list(covers_bool(np.array([[1, 0], [0, 1], [1, 1]], dtype=np.bool_)))


def run_kinetic(binary):
    output = subprocess.run(
        [binary, "solve", "6x10", "--count", "--json"], check=True, capture_output=True, text=True
    ).stdout
    return json.loads(output)["distinct"]


def timed(runs, action):
    """Runs `action` `runs` times; returns (times in seconds, result of the last run)."""
    times, result = [], None
    for _ in range(runs):
        start = time.perf_counter()
        result = action()
        times.append(time.perf_counter() - start)
    return times, result


def version(package):
    from importlib.metadata import version as installed_version

    return installed_version(package)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kinetic", required=True, help="path to the kinetic binary (release build)")
    parser.add_argument("--runs", type=int, default=5, help="timed runs per solver (the median is reported)")
    parser.add_argument("--xcover-only", action="store_true", help="time kinetic and xcover only (a quicker run)")
    arguments = parser.parse_args()

    rows = matrix_rows()
    matrix = boolean_matrix(rows)
    print(f"6x10 matrix: {matrix.shape[0]} rows x {matrix.shape[1]} columns, X restricted to one quadrant")
    print(f"load average before: {' '.join(f'{load:.2f}' for load in os.getloadavg())}; {arguments.runs} runs each\n")

    run_kinetic(arguments.kinetic)  # page the binary in
    warm_up_xcover()
    solvers = [
        ("kinetic solve (whole process)", lambda: run_kinetic(arguments.kinetic)),
        (f"xcover {version('xcover')} (numba)", lambda: count_xcover(rows, matrix)),
        (f"miniexact {version('miniexact')} (C, alg. X)", lambda: count_miniexact(rows, matrix)),
        (f"exact-cover {version('exact-cover')} (C)", lambda: count_exact_cover(rows, matrix)),
    ]
    if arguments.xcover_only:
        solvers = solvers[:2]
    # Interleaved (every solver once per round), so a change in the machine's load hits all of them alike.
    times = {name: [] for name, _ in solvers}
    counts = {}
    for _ in range(arguments.runs):
        for name, action in solvers:
            run_times, counts[name] = timed(1, action)
            times[name] += run_times
    results = [(name, times[name], counts[name]) for name, _ in solvers]

    ours = statistics.median(results[0][1])
    print(f"{'solver':<34} {'median s':>9} {'min s':>8} {'distinct':>9} {'vs kinetic':>11}")
    for name, times, distinct in results:
        median = statistics.median(times)
        flag = "" if distinct == EXPECTED_DISTINCT else f"  (expected {EXPECTED_DISTINCT})"
        print(f"{name:<34} {median:>9.3f} {min(times):>8.3f} {distinct:>9} {median / ours:>10.1f}x{flag}")
    fastest_name, fastest_times, _ = min(results[1:], key=lambda result: statistics.median(result[1]))
    ratio = statistics.median(fastest_times) / ours
    print(f"\nkinetic is {ratio:.1f}x faster than the fastest PyPI solver ({fastest_name.split()[0]})")
    per_round = [kinetic / xcover for kinetic, xcover in zip(results[0][1], results[1][1])]
    print(
        f"kinetic / xcover, round by round: median {statistics.median(per_round):.3f} "
        f"(min {min(per_round):.3f}, max {max(per_round):.3f}); target <= 0.04"
    )
    return 0 if all(distinct == EXPECTED_DISTINCT for _, _, distinct in results) else 1


if __name__ == "__main__":
    sys.exit(main())
