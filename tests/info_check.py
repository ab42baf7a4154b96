#!/usr/bin/env python3
"""tests/info_check.py BUILD: vkar_info on this machine's Vulkan devices
(lavapipe in the tests) against its committed schema and against what
vkarCreateComm reports for the same devices (BUILD/comm_properties), its
table against its JSON (the same names, absent values - and null),
`make info INFO_ARGS=--json`'s stdout as JSON alone; then without any Vulkan driver: a clear message and exit status 2.

VKAR_TEST_PRELOAD: LD_PRELOAD for the programs (not for Python)."""
import json
import os
import subprocess
import sys
import time

import jsonschema

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMA = os.path.join(HERE, "..", "docs", "vkar_info.schema.json")
COMPARED = ["syncMode", "syncModeReason", "releaseMode", "maxElementsPerRound", "maxRoundsInFlight",
            "f16WireMinBytes", "timeoutNanoseconds", "sizes"]


def run(args, **env):
    environment = dict(os.environ, **env)
    preload = os.environ.get("VKAR_TEST_PRELOAD")
    if preload:
        environment["LD_PRELOAD"] = preload
    return subprocess.run(args, capture_output=True, text=True, env=environment, timeout=300)


def fail(message, output=""):
    print(output)
    print("info_check: " + message)
    sys.exit(1)


def check_report(build):
    start = time.monotonic()
    done = run([os.path.join(build, "vkar_info"), "--json"])
    seconds = time.monotonic() - start
    if done.returncode != 0:
        fail("vkar_info --json exited with %d" % done.returncode, done.stdout + done.stderr)
    report = json.loads(done.stdout)
    with open(SCHEMA) as f:
        schema = json.load(f)
    jsonschema.Draft7Validator.check_schema(schema)
    errors = sorted(jsonschema.Draft7Validator(schema).iter_errors(report), key=str)
    if errors:
        fail("the report does not match docs/vkar_info.schema.json: " + "; ".join(e.message for e in errors[:5]))
    chosen = report["chosen"]
    if not chosen["created"]:
        fail("vkar_info created no communicator: %s" % chosen["error"])
    print("vkar_info --json: %d device(s), %d rank(s), %s (%s), in %.1f s" % (
        len(report["devices"]), len(chosen["devices"]), chosen["syncMode"], chosen["syncModeReason"], seconds))
    return chosen


def table_value(line, key):
    return line.strip()[len(key):].strip()


def walk_table(node, lines, i, depth, path):
    """Matches the table's lines from lines[i] at `depth` against the JSON
    object `node`: each member a line starting with its key, an absent
    value "-" where JSON has null. Returns the index after them."""
    def depth_of(k):
        return (len(lines[k]) - len(lines[k].lstrip(" "))) // 2 if k < len(lines) else -1
    for key, value in node.items():
        here = "%s.%s" % (path, key) if path else key
        if depth_of(i) != depth or lines[i].split()[0] != key:
            fail("the table names %s as %r, at line %d (depth %d)" % (
                here, lines[i].strip() if i < len(lines) else "(the end)", i + 1, depth))
        if isinstance(value, dict):
            i = walk_table(value, lines, i + 1, depth + 1, here)
        elif isinstance(value, list):
            i += 1
            for n, item in enumerate(value):
                # an element with a heading of its own (a device), or a row
                if isinstance(item, dict) and depth_of(i) == depth + 1 and depth_of(i + 1) == depth + 2:
                    i = walk_table(item, lines, i + 1, depth + 2, "%s[%d]" % (here, n))
                else:
                    i += 1
            while depth_of(i) > depth:
                i += 1
        else:
            text = table_value(lines[i], key)
            if (value is None) != (text == "-"):
                fail("%s: the table says %r, the JSON %r (absent: - and null)" % (here, text, value))
            if isinstance(value, bool) and text != ("yes" if value else "no"):
                fail("%s: the table says %r, the JSON %r" % (here, text, value))
            if isinstance(value, str) and text != value.strip():
                fail("%s: the table says %r, the JSON %r" % (here, text, value))
            i += 1
    return i


def empty_strings(node, path=""):
    """Where the JSON has "" (an environment variable's value excepted)."""
    if isinstance(node, dict):
        return [p for key, value in node.items() if path != "environment"
                for p in empty_strings(value, "%s.%s" % (path, key) if path else key)]
    if isinstance(node, list):
        return [p for n, item in enumerate(node) for p in empty_strings(item, "%s[%d]" % (path, n))]
    return [path] if node == "" else []


def check_table(build):
    """The table and the JSON name every member alike, and write an absent
    value as - and null, never as an empty string."""
    table = run([os.path.join(build, "vkar_info"), "--no-measure"])
    done = run([os.path.join(build, "vkar_info"), "--json", "--no-measure"])
    if table.returncode != 0 or done.returncode != 0:
        fail("vkar_info --no-measure exited with %d, with --json %d" % (table.returncode, done.returncode),
             table.stdout + table.stderr + done.stderr)
    report = json.loads(done.stdout)
    empty = empty_strings(report)
    if empty:
        fail("empty strings for absent values (null is the rule): " + ", ".join(empty))
    lines = [line for line in table.stdout.splitlines()[1:] if line.strip()]
    end = walk_table(report, lines, 0, 0, "")
    if end != len(lines):
        fail("the table has lines the JSON lacks, from line %d: %r" % (end + 1, lines[end]))
    print("the table and the JSON (--no-measure): the same %d lines' names, absent values - and null" % end)


def check_choices(build, chosen):
    done = run([os.path.join(build, "comm_properties")])
    if done.returncode != 0:
        fail("comm_properties exited with %d" % done.returncode, done.stdout + done.stderr)
    library = json.loads(done.stdout)
    if library["ranks"] != len(chosen["devices"]):
        fail("vkar_info chose %d ranks, the examples' default %d" % (len(chosen["devices"]), library["ranks"]))
    for key in COMPARED:
        if chosen[key] != library[key]:
            fail("%s: vkar_info says %r, vkarCreateComm %r" % (key, chosen[key], library[key]))
    if chosen["processes"]["slots"] != library["slots"]:
        fail("slots in several processes: vkar_info says %r, vkarCreateComm %r" % (
            chosen["processes"]["slots"], library["slots"]))
    print("the same choices as vkarCreateComm's: " + ", ".join(COMPARED + ["processes.slots"]))


def check_validation(build):
    """The probes and communicators (not the timed loops, which Debian 12's
    layer stalls on) under the validation layer with synchronization
    validation: no message but the layer's known state-tracking timeout."""
    # Under make test-asan: the layer, unloaded at exit, leaves leaks without
    # a module name to suppress by; the run without it checks for leaks.
    asan = os.environ.get("ASAN_OPTIONS", "")
    done = run([os.path.join(build, "vkar_info"), "--no-measure"], VK_INSTANCE_LAYERS="VK_LAYER_KHRONOS_validation",
               VK_LAYER_ENABLES="VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT",
               ASAN_OPTIONS=asan + (":" if asan else "") + "detect_leaks=0")
    messages = [line for line in (done.stdout + done.stderr).splitlines()
                if ("VUID" in line or "SYNC-" in line or "UNASSIGNED-" in line) and "state-timeout" not in line]
    if done.returncode != 0 or messages:
        fail("under the validation layer: exit status %d, %d message(s)" % (done.returncode, len(messages)),
             "\n".join(messages[:10]))
    print("under the validation layer with synchronization validation: no message")


def check_make_info(build):
    """The README's `make info INFO_ARGS=--json > report.json` writes only
    the report to stdout (the build and make's own lines go elsewhere)."""
    done = subprocess.run(["make", "-C", os.path.join(HERE, ".."), "--no-print-directory", "info",
                           "BUILD=" + os.path.abspath(build), "INFO_ARGS=--json --no-measure"],
                          capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        fail("make info INFO_ARGS=--json exited with %d" % done.returncode, done.stdout + done.stderr)
    try:
        json.loads(done.stdout)
    except ValueError as e:
        fail("make info INFO_ARGS=--json: its stdout is not JSON (%s)" % e, done.stdout)
    print("make info INFO_ARGS=--json: stdout is the JSON report alone")


def check_no_driver(build):
    missing = os.path.join(build, "no-such-driver.json")
    done = run([os.path.join(build, "vkar_info")], VK_DRIVER_FILES=missing, VK_ICD_FILENAMES=missing)
    if done.returncode != 2 or "vkar_info: " not in done.stderr or "lavapipe" not in done.stderr:
        fail("without a Vulkan driver: exit status %d (not 2), stderr %r" % (done.returncode, done.stderr))
    print("without a Vulkan driver: exit status 2, " + done.stderr.strip())
    done = run([os.path.join(build, "vkar_info"), "--devices", "99"])
    if done.returncode != 1 or "--devices 99" not in done.stderr:
        fail("--devices 99: exit status %d (not 1), stderr %r" % (done.returncode, done.stderr))


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else "build"
    what = sys.argv[2] if len(sys.argv) > 2 else "report"
    if what == "no-driver":
        check_no_driver(build)
    else:
        check_choices(build, check_report(build))
        check_table(build)
        check_validation(build)
        if not os.environ.get("VKAR_TEST_PRELOAD"):  # make's programs would take the sanitizer's preload
            check_make_info(build)


if __name__ == "__main__":
    main()
