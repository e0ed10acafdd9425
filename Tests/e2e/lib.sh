# The preamble the end-to-end scripts share. Source it first, then:
#
#   source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
#   e2e_init my-check          # cd to the package root, WORK=/tmp/my-check-e2e.XXXXXX, cleanup on exit
#   e2e_build                  # builds the playground into $BIN (fails the run when it does not build)
#   e2e_display 91             # Xvfb 1280x800 on $E2E_DISPLAY or 91 (the next free number), DISPLAY set
#   check "what is promised" test …   # PASS/FAIL line and the counts
#   check_logged "promise" LOG test … # the same, printing LOG's last lines when it fails
#   summary_and_exit           # "N passed, M failed"; exit 1 on any failure
#
# A script that starts processes of its own defines `e2e_cleanup_extra` (called first on exit);
# the window of `$APP_PID`, when set, and Xvfb are ended by the shared cleanup.
# Environment: PLAYGROUND_BUILD_DIR (SwiftPM scratch folder), E2E_DISPLAY, E2E_KEEP=1 (keep $WORK),
# E2E_CONFIGURATION=debug (a debug build, for a quicker try; release with a static stdlib otherwise).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
PASSED=0 FAILED=0 XVFB_PID="" APP_PID="" WORK="" BIN=""

log() { printf '%s\n' "$*"; }
pass() { PASSED=$((PASSED + 1)); log "PASS  $1"; }
fail() { FAILED=$((FAILED + 1)); log "FAIL  $1"; }
check() { # check NAME CONDITION-COMMAND...
    local name=$1; shift
    if "$@"; then pass "$name"; else fail "$name"; fi
}
check_logged() { # check_logged NAME LOG CONDITION-COMMAND...: as check, and on failure the log's last lines
    local name=$1 file=$2; shift 2
    if "$@"; then pass "$name"; else fail "$name"; [[ -f $file ]] && tail -15 "$file" | sed 's/^/      | /'; fi
}
summary_and_exit() { log "$PASSED passed, $FAILED failed"; ((FAILED == 0)) || exit 1; exit 0; }

e2e_cleanup() {
    if declare -F e2e_cleanup_extra >/dev/null; then e2e_cleanup_extra || true; fi
    [[ -n $APP_PID ]] && kill "$APP_PID" 2>/dev/null || true
    [[ -n $XVFB_PID ]] && kill "$XVFB_PID" 2>/dev/null || true
    [[ -z $WORK ]] && return 0
    if [[ ${E2E_KEEP:-0} == 1 ]]; then log "kept in $WORK"; else rm -rf "$WORK"; fi
}

e2e_init() { # e2e_init NAME: the package root as working folder, a fresh $WORK, cleanup on exit
    cd "$ROOT"
    WORK=$(mktemp -d "/tmp/$1-e2e.XXXXXX")
    trap e2e_cleanup EXIT
}

e2e_build() { # builds the playground product and sets BIN; a failed build fails the run
    local build=(swift build -c release --static-swift-stdlib --product playground)
    [[ ${E2E_CONFIGURATION:-release} == debug ]] && build=(swift build --product playground)
    [[ -n ${PLAYGROUND_BUILD_DIR:-} ]] && build+=(--scratch-path "$PLAYGROUND_BUILD_DIR")
    log "building the playground (${E2E_CONFIGURATION:-release})…"
    if ! "${build[@]}" >"$WORK/build.log" 2>&1; then tail -20 "$WORK/build.log"; fail "build"; summary_and_exit; fi
    BIN="$("${build[@]}" --show-bin-path)/playground"
}

e2e_display() { # e2e_display DEFAULT: Xvfb 1280x800 on $E2E_DISPLAY or DEFAULT, or the next free number
    local n=${E2E_DISPLAY:-$1}
    while [[ -e /tmp/.X$n-lock ]]; do n=$((n + 1)); done
    Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
    XVFB_PID=$!
    export DISPLAY=":$n"
    for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
}
