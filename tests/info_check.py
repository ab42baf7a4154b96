#!/usr/bin/env python3
"""tests/info_check.py BUILD: vkar_info on this machine's Vulkan devices
(lavapipe in the tests) against its committed schema and against what
vkarCreateComm reports for the same devices (BUILD/comm_properties);
then without any Vulkan driver: a clear message and exit status 2.

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
        check_validation(build)


if __name__ == "__main__":
    main()
