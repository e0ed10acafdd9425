#!/usr/bin/env bash
# Runs every test: installs what is missing, then the unit, golden-image and headless
# tests (`swift test`), then the end-to-end test of the real app under Xvfb.
#   ./test.sh             everything
#   ./test.sh --unit      only `swift test`
set -euo pipefail
cd "$(dirname "$0")"

scripts/install-dependencies.sh --test

echo "== swift test"
set +e
swift test > .test-output.log 2>&1
status=$?
set -e
# Everything but the per-test "started"/"passed" lines (failures and the summaries stay).
grep -vE "^Test Case .* (started|passed)" .test-output.log || true
if [[ $status -ne 0 ]]; then
    echo "swift test failed (exit $status); the full log is in .test-output.log" >&2
    exit "$status"
fi

if [[ "${1:-}" != "--unit" ]]; then
    echo "== end-to-end: the playground under Xvfb"
    bash Tests/e2e/playground_e2e.sh
    echo "== end-to-end: live scenes (new, watch, errors, crashes, export)"
    bash Tests/e2e/live_scenes_e2e.sh
    echo "== end-to-end: file safety (planted links, two exports, SIGKILL, SIGUSR1, E E)"
    bash Tests/e2e/file_safety_e2e.sh
    echo "== end-to-end: UIApplication notifications from the window's focus and visibility"
    bash Tests/e2e/app_state_e2e.sh
fi
