#!/usr/bin/env python3
"""Writes the link order of kinetic-app's functions from a callgrind profile: the functions a launch runs up to and
just after its first frame first, then those the rest of the profiled session ran, each group in the order the profiled
binary had them. The release link (Package.swift) places them at the start of the program's code, so a launch
touches a few hundred kilobytes of code packed together instead of pages spread over 17 MB (the kernel maps code
in 64 KB runs around each page used: resident memory and page faults follow).

    scripts/startup_order.py BINARY LAUNCH_PROFILE LATER_PROFILE... > scripts/startup-order.txt

BINARY is the release kinetic-app the profiles ran (its symbol table names the addresses); LAUNCH_PROFILE is the
callgrind part dumped when a one-frame run's loop returns (its first frame, then what follows the present: the
ready event, the automation files, the services started after it), made with --dump-instr=yes, the later parts
the rest of the session.
scripts/startup-order.sh makes them and runs this."""
import bisect
import os
import re
import subprocess
import sys


def text_symbols(binary):
    """(start, size, name) of every function in the binary's symbol table, by address."""
    listing = subprocess.run(["nm", "-S", "--defined-only", binary], capture_output=True, text=True, check=True)
    symbols = []
    for line in listing.stdout.splitlines():
        fields = line.split()
        if len(fields) == 4 and fields[2] in "tTwW":
            symbols.append((int(fields[0], 16), int(fields[1], 16), fields[3]))
    return sorted(symbols)


def executed_addresses(profile, binary_name):
    """Addresses of the instructions callgrind counted in the binary (callgrind's compressed positions: absolute,
    +offset, -offset or * for the same)."""
    names, current, last, addresses = {}, None, 0, set()
    position = re.compile(r"^(0x[0-9a-f]+|[+-][0-9a-fx]+|\*)\s")
    with open(profile) as lines:
        for line in lines:
            if line.startswith(("ob=", "cob=")):
                key = line.split("=", 1)[1].strip()
                match = re.match(r"\((\d+)\)(?: (.*))?", key)
                if match and match.group(2):
                    names[match.group(1)] = match.group(2)
                resolved = names.get(match.group(1)) if match else key
                if line.startswith("ob="):
                    current = resolved
                continue
            token = position.match(line)
            if not token:
                continue
            value = token.group(1)
            if value == "*":
                address = last
            elif value[0] in "+-":
                step = int(value[1:], 0)
                address = last + step if value[0] == "+" else last - step
            else:
                address = int(value, 16)
            last = address
            if current and os.path.basename(current) == binary_name:
                addresses.add(address)
    return addresses


def functions(addresses, symbols, starts):
    found = {}
    for address in addresses:
        index = bisect.bisect_right(starts, address) - 1
        if index >= 0:
            start, size, name = symbols[index]
            if address < start + max(size, 1):
                found.setdefault(name, start)
    return found


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    binary, launch_profile, later_profiles = sys.argv[1], sys.argv[2], sys.argv[3:]
    symbols = text_symbols(binary)
    starts = [start for start, _, _ in symbols]
    name = os.path.basename(binary)
    launch = functions(executed_addresses(launch_profile, name), symbols, starts)
    later = {}
    for profile in later_profiles:
        for function, start in functions(executed_addresses(profile, name), symbols, starts).items():
            if function not in launch:
                later.setdefault(function, start)
    for group in (launch, later):
        for function, _ in sorted(group.items(), key=lambda item: item[1]):
            print(function)
    print(f"startup_order.py: {len(launch)} functions up to the first frame's end, {len(later)} after",
          file=sys.stderr)


if __name__ == "__main__":
    main()
