"""End-to-end tests of `kinetic solve --board-file` with files past the board limits."""
import os
import tempfile

from kinetic_e2e import run


def solve_file(binary, contents):
    path = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-"), "board.txt")
    with open(path, "w") as f:
        f.write(contents)
    return path, run(binary, "solve", "--board-file", path)


def test_a_board_spread_over_two_million_rows_is_refused_in_one_line(binary):
    path, result = solve_file(binary, "." * 59 + "\n" * 2_000_000 + " " * 20_000 + ".")
    assert result.returncode == 2, (result.returncode, result.stderr[-500:])
    assert result.stderr == f"error: {path}: line 513, column 1: too many lines; a board file holds at most 512 lines\n"


def test_a_board_wider_than_the_span_limit_is_refused_in_one_line(binary):
    path, result = solve_file(binary, "." * 59 + "\n" + " " * 300 + ".\n")
    assert result.returncode == 2
    assert result.stderr == (f"error: {path}: line 2, column 301: the cells spread over 2 rows and 301 columns; "
                             "a board spans at most 128 rows and 128 columns\n")
