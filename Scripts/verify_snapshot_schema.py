#!/usr/bin/env python3
"""Checks widget snapshots against Data/contract/snapshot.schema.json with the `jsonschema`
package (Draft 2020-12), an implementation independent of the test target's own validator.

    python3 Scripts/verify_snapshot_schema.py FILE...        # each file's verdict; exit 1 if one is invalid
    python3 Scripts/verify_snapshot_schema.py --verdicts DIR  # {"NAME.json": true|false, …} for DIR/*.json
    python3 Scripts/verify_snapshot_schema.py --cases         # bad-snapshot-cases.json's schemaValid, rechecked

`SnapshotSchemaTests` runs --verdicts over the snapshots and mutations it builds and compares
the answers with its own validator's, and --cases; it skips both when no python3 with jsonschema
is found (pip install jsonschema; or set JSONSCHEMA_PYTHON).
"""
import copy
import json
import os
import sys

import jsonschema

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONTRACT = os.path.join(ROOT, "Data", "contract")


def validator():
    with open(os.path.join(CONTRACT, "snapshot.schema.json"), encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def load(path):
    with open(path, "rb") as f:
        return json.loads(f.read().decode("utf-8"))


def patched(document, operations):
    """RFC 6902 add, remove and replace, as the cases use them."""
    document = copy.deepcopy(document)
    for op in operations:
        tokens = [t.replace("~1", "/").replace("~0", "~") for t in op["path"].split("/")[1:]]
        parent = document
        for t in tokens[:-1]:
            parent = parent[int(t)] if isinstance(parent, list) else parent[t]
        last = tokens[-1]
        if isinstance(parent, list):
            i = len(parent) if last == "-" else int(last)
            if op["op"] == "add":
                parent.insert(i, op["value"])
            elif op["op"] == "remove":
                del parent[i]
            else:
                parent[i] = op["value"]
        elif op["op"] == "remove":
            del parent[last]
        else:
            if op["op"] == "replace" and last not in parent:
                raise KeyError(op["path"])
            parent[last] = op["value"]
    return document


def check_cases(v):
    """Every bad-snapshot case with schemaValid: the schema's verdict on its input."""
    cases = load(os.path.join(CONTRACT, "bad-snapshot-cases.json"))
    base = load(os.path.join(CONTRACT, "snapshots", cases["snapshot"]))
    wrong = 0
    for case in cases["cases"]:
        if "schemaValid" not in case:
            continue
        if "patch" in case:
            document = patched(base, case["patch"])
        elif "text" in case:
            document = json.loads(case["text"])
        else:  # padTo: the file followed by spaces, the same JSON value
            document = base
        valid = v.is_valid(document)
        if valid != case["schemaValid"]:
            wrong += 1
            print(f"{case['name']}: schemaValid is {case['schemaValid']}, jsonschema says {valid}")
    return wrong


def main(args):
    v = validator()
    if args[:1] == ["--verdicts"]:
        directory = args[1]
        names = sorted(n for n in os.listdir(directory) if n.endswith(".json"))
        print(json.dumps({n: v.is_valid(load(os.path.join(directory, n))) for n in names}, sort_keys=True))
        return 0
    if args[:1] == ["--cases"]:
        wrong = check_cases(v)
        print(f"bad-snapshot cases: {wrong} schemaValid verdicts differ from jsonschema's")
        return 1 if wrong else 0
    invalid = 0
    for path in args:
        errors = sorted(v.iter_errors(load(path)), key=lambda e: list(e.absolute_path))
        if errors:
            invalid += 1
            print(f"{path}: invalid")
            for e in errors[:10]:
                print(f"  /{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}")
        else:
            print(f"{path}: valid")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
